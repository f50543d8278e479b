export { SvgIcon, type IconProps } from './svg-icon';
export { CheckIcon, ExclamationIcon } from './icons';
