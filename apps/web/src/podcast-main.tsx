import { ListenerApp } from './listener/listener-app';
import { mountApp } from './lib/mount-app';
import './index.css';

/**
 * The public /podcast page's own entry (podcast.html, build/listener-entry.ts; issue 24): the
 * player, "Til studio" and a light top bar, without the staff app's router, layout and screens.
 */
mountApp(<ListenerApp />);
