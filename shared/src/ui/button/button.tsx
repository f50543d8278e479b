import type { ButtonHTMLAttributes } from 'react';
import { useTheme } from '../../theme';
import { buttonStyles, type ButtonStyleOptions } from './button-styles';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleOptions {}

// Always a <button>: for navigation, style a router Link with buttonStyles instead.
export function Button({ displayType, size, color, type = 'button', ...props }: ButtonProps) {
  const theme = useTheme();
  return <button type={type} css={buttonStyles(theme, { displayType, size, color })} {...props} />;
}
