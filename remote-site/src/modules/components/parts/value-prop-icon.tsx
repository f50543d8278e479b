import type { ReactNode } from 'react';
import type { ValuePropIcon as IconName } from '@keepsake/shared/contract/website';
import { SvgIcon } from '@keepsake/shared/ui';

// Line icons drawn for the value props; decoration beside a title that already says the same.
const PATHS: Record<IconName, ReactNode> = {
  phone: (
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.8 2z" />
  ),
  clipboard: (
    <>
      <rect x="8" y="2" width="8" height="4" rx="1" />
      <path d="M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2" />
      <path d="m9 14 2 2 4-4" />
    </>
  ),
  receipt: (
    <>
      <path d="M4 2v20l3-2 3 2 2-2 2 2 3-2 3 2V2l-3 2-3-2-2 2-2-2-3 2z" />
      <path d="M8 9h8M8 13h8M8 17h5" />
    </>
  ),
  chapel: (
    <>
      <path d="M12 2v4M10 4h4" />
      <path d="m5 12 7-6 7 6" />
      <path d="M6 11v11h12V11" />
      <path d="M10 22v-5a2 2 0 0 1 4 0v5" />
    </>
  ),
  urn: (
    <>
      <path d="M9 3h6M10 3v2a5 5 0 0 0-4 5c0 4 2 7 3 9h6c1-2 3-5 3-9a5 5 0 0 0-4-5V3" />
      <path d="M8 22h8" />
    </>
  ),
  flower: (
    <>
      <circle cx="12" cy="8" r="3" />
      <path d="M12 2a3 3 0 0 1 0 3M12 11v11M7 6a3 3 0 0 1 2 2M17 6a3 3 0 0 0-2 2" />
      <path d="M12 17c-3 0-5-2-6-4 3 0 5 1 6 4zM12 15c3 0 5-2 6-4-3 0-5 1-6 4z" />
    </>
  ),
  heart: <path d="M19 14c1.5-1.5 3-3.2 3-5.5A5.5 5.5 0 0 0 16.5 3c-1.8 0-3 .5-4.5 2-1.5-1.5-2.7-2-4.5-2A5.5 5.5 0 0 0 2 8.5c0 2.3 1.5 4 3 5.5l7 7z" />,
  home: (
    <>
      <path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
      <path d="M9 22V12h6v10" />
    </>
  ),
  candle: (
    <>
      <path d="M12 2c-1.5 2-1.5 3.5 0 5 1.5-1.5 1.5-3 0-5z" />
      <path d="M12 7v2" />
      <rect x="8" y="9" width="8" height="11" rx="1" />
      <path d="M6 22h12" />
    </>
  ),
};

export function ValuePropIcon({ name }: { name: IconName }) {
  return (
    <SvgIcon size={28} data-icon={name}>
      {PATHS[name]}
    </SvgIcon>
  );
}
