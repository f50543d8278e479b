import { useTheme } from '@keepsake/shared/theme';

// A calm, hand-drawn style street plan with a pin: drawn here, so the page needs no map provider and
// works offline. The layout varies with the location id so two chapels do not look identical.
export function MapIllustration({ seed }: { seed: string }) {
  const theme = useTheme();
  const n = [...seed].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const bend = 40 + (n % 60);
  const avenue = 90 + (n % 70);
  return (
    <svg viewBox="0 0 400 240" width="400" height="240" aria-hidden="true" focusable="false" css={{ display: 'block', width: '100%', height: 'auto' }}>
      <rect width="400" height="240" fill={theme.colors.secondary} />
      <path
        d={`M-10 ${200 - bend / 3} C 120 ${170 - bend / 2}, 230 ${230 - bend / 4}, 410 ${150 + bend / 5}`}
        stroke="#9fbac4"
        strokeWidth="22"
        fill="none"
        opacity="0.7"
      />
      <g stroke="#ffffff" strokeWidth="10" strokeLinecap="round" opacity="0.95">
        <path d={`M0 ${avenue} H400`} />
        <path d={`M${120 + (n % 40)} 0 V240`} />
        <path d={`M${260 + (n % 30)} 0 L ${230 + (n % 50)} 240`} />
      </g>
      <g stroke="#ffffff" strokeWidth="4" opacity="0.8">
        <path d={`M0 ${avenue - 55} H400`} />
        <path d={`M40 0 V240`} />
        <path d={`M350 0 V240`} />
      </g>
      <g fill="#b9c9b0" opacity="0.8">
        <circle cx="70" cy="40" r="14" />
        <circle cx="330" cy="200" r="18" />
        <circle cx="200" cy="30" r="10" />
      </g>
      <g transform={`translate(${120 + (n % 40)} ${avenue})`}>
        <ellipse cx="0" cy="4" rx="12" ry="4" fill="#000" opacity="0.15" />
        <path d="M0 0 C -6 -12 -16 -20 -16 -32 A16 16 0 0 1 16 -32 C 16 -20 6 -12 0 0 Z" fill={theme.colors.primary} />
        <circle cx="0" cy="-32" r="6" fill={theme.colors.background} />
      </g>
    </svg>
  );
}
