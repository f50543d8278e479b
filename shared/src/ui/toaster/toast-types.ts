import type { ReactNode } from 'react';
import type { ButtonColor } from '../button/button-styles';

export interface ToastAction {
  label: string;
  onClick: () => void;
}

export interface ToastAvatar {
  src: string;
  alt: string;
}

// SPEC §3: title, description, icon, avatar, color, actions, close, progress, duration, click handler.
export interface ToastInput {
  title: string;
  description?: string;
  icon?: ReactNode;
  avatar?: ToastAvatar;
  color?: ButtonColor;
  // Each action closes the toast after running, so a choice is never offered twice.
  actions?: ToastAction[];
  // Show the close button (default true).
  close?: boolean;
  // Show a bar counting down the time left before the toast closes itself.
  progress?: boolean;
  // Milliseconds before it closes itself; 0 or Infinity keeps it until closed.
  duration?: number;
  onClick?: () => void;
}

export interface Toast extends ToastInput {
  id: string;
  open: boolean;
  duration: number;
}
