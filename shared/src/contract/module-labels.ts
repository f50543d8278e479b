import type { PageModule as Module, ModuleType } from './modules';

// How staff read the eleven module types (insert picker, outline, toolbars, and the API's publish refusals).
export const MODULE_LABELS: Record<ModuleType, string> = {
  hero: 'Hero',
  headline: 'Headline',
  map: 'Map',
  media: 'Media',
  testimonials: 'Testimonials',
  text: 'Text',
  footer: 'Footer',
  navigation: 'Navigation cards',
  contact: 'Contact',
  carousel: 'Carousel',
  'value-props': 'Value props',
};

/** A short line naming the module for the outline: its type and its heading or text. */
export function describeModule(module: Module): string {
  const label = MODULE_LABELS[module.type];
  const summary =
    module.type === 'headline' ? module.text : module.type === 'hero' ? module.heading : module.type === 'media' ? module.caption : module.heading;
  return summary ? `${label}: ${summary}` : label;
}
