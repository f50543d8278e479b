export { SvgIcon, type IconProps } from './svg-icon';
export { CheckIcon, ExclamationIcon, InfoIcon, CloseIcon } from './icons';
