import { SvgIcon, type IconProps } from './svg-icon';

export function CheckIcon(props: IconProps) {
  return (
    <SvgIcon data-icon="check" {...props}>
      <path d="M20 6 9 17l-5-5" />
    </SvgIcon>
  );
}

export function ExclamationIcon(props: IconProps) {
  return (
    <SvgIcon data-icon="exclamation" {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 7v6" />
      <path d="M12 17h.01" />
    </SvgIcon>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <SvgIcon data-icon="close" {...props}>
      <path d="M18 6 6 18" />
      <path d="m6 6 12 12" />
    </SvgIcon>
  );
}
