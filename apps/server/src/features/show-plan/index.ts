/** What other features use of the show plan. */
// Content: a script's read time becomes its rundown item's planned length.
export { setRundownItemPlannedLength } from './rundown.service';
