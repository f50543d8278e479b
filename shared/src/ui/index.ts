export { Button, type ButtonProps } from './button/button';
export {
  buttonStyles,
  type ButtonColor,
  type ButtonDisplayType,
  type ButtonSize,
  type ButtonStyleOptions,
} from './button/button-styles';
export { Progress, progressPercent, type ProgressProps } from './progress/progress';
export * from './overlay';
export * from './toaster';
export * from './icons';
export { visuallyHidden } from '@keepsake/shared/theme';
