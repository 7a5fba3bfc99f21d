export { panelIconUrl, panelSlug } from './panel-badge';
