import { useTheme } from '@keepsake/shared/theme';

/**
 * Without JavaScript the menu buttons do nothing, so the server's HTML carries this style for such a reader
 * (a <noscript> is inert once scripts run): on phones the whole menu and its sub-pages are listed open; on
 * large screens a sub-menu opens while its entry is hovered or holds the keyboard focus.
 */
export function NoScriptMenu() {
  const { mq } = useTheme();
  const css = [
    '#main-menu{display:block}',
    '#main-menu ul[hidden]{display:block}',
    'nav [data-menu-toggle]{display:none}',
    `${mq.lg}{#main-menu ul[hidden]{display:none}#main-menu li:hover>ul[hidden],#main-menu li:focus-within>ul[hidden]{display:block}}`,
  ].join('');
  return (
    <noscript>
      <style>{css}</style>
    </noscript>
  );
}
