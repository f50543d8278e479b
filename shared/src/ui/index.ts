export { Button, type ButtonProps } from './button/button';
export {
  buttonStyles,
  type ButtonColor,
  type ButtonDisplayType,
  type ButtonSize,
  type ButtonStyleOptions,
} from './button/button-styles';
export { Progress, type ProgressProps } from './progress/progress';
export * from './overlay';
export * from './toaster';
export * from './icons';
export { visuallyHidden } from '@keepsake/shared/theme';
export { useDocumentTitle } from './page/use-document-title';
export { useReducedMotion } from './page/use-reduced-motion';
export { controlStyles, labelStyles } from './control/control-styles';
