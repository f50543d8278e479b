import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

export interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  children: ReactNode;
}

// Site paths navigate inside the app; phone, mail and web addresses are ordinary links.
export function SmartLink({ to, children, ...props }: SmartLinkProps) {
  if (to.startsWith('/') && !to.startsWith('//')) {
    return (
      <Link to={to} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={to} {...props}>
      {children}
    </a>
  );
}
