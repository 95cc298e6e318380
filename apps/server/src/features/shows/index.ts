/**
 * What other features use of the scheduled shows: the show plan fills in a show it generated from
 * a template (hosts and clocks) and checks that the clocks a template names exist.
 */
export { existingTemplateIds, findShow, replaceClocks, replaceHosts } from './shows.repository';
