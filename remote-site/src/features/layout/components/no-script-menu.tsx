import { useTheme } from '@keepsake/shared/theme';

/**
 * Without JavaScript the menu buttons do nothing, so the server's HTML carries this style for such a reader
 * (a <noscript> is inert once scripts run): on phones the whole menu and its sub-pages are listed open on a row of their own; on
 * large screens a sub-menu opens while its entry is hovered or holds the keyboard focus.
 */
export function NoScriptMenu() {
  const { mq } = useTheme();
  const belowLarge = mq.lg.replace('@media', '@media not all and');
  const css = [
    `${belowLarge}{`,
    'div:has(>nav[aria-label="Main"]){flex-wrap:wrap}',
    'nav[aria-label="Main"]{flex-basis:100%}',
    '#main-menu{display:block}',
    '#main-menu ul[hidden]{display:block}',
    'nav [data-menu-toggle]{display:none}',
    '}',
    `${mq.lg}{#main-menu li:hover>ul[hidden],#main-menu li:focus-within>ul[hidden]{display:block}}`,
  ].join('');
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
