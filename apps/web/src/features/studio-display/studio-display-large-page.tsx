import { StudioDisplay } from './components/studio-display';

/** /studio-display/large (and /studio-display-large): the kiosk screen, no navbar. */
export default function StudioDisplayLargePage() {
  return <StudioDisplay variant="large" />;
}
