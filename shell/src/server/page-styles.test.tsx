/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { Global, css } from '@emotion/react';
import { createPageStyles } from './page-styles';

const used = css({ color: 'rgb(1, 2, 3)' });

describe("a server-rendered page's styles (ADR 044)", () => {
  it('go to <head> as a few tags with emotion ids, none left in the markup, global styles first', () => {
    const { Styles, tagsFor } = createPageStyles();
    const html = renderToString(
      <Styles>
        <Global styles={{ body: { margin: 0 } }} />
        <p css={used}>One</p>
        <p css={used}>Two</p>
        <span css={css({ fontWeight: 700 })}>Three</span>
      </Styles>,
    );
    expect(html).not.toContain('<style');
    const tags = tagsFor(html);
    const emotionIds = [...tags.matchAll(/data-emotion="([^"]+)"/g)].map(([, ids]) => ids);
    const [globalIds = '', pageIds = ''] = emotionIds;
    expect(emotionIds).toHaveLength(2);
    expect(globalIds).toMatch(/^css-global \S+$/);
    // The browser's emotion cache reads these ids and inserts nothing again: one per class in the markup.
    const classIds = [...new Set([...html.matchAll(/class="css-([a-z0-9]+)/g)].map(([, id]) => id))];
    expect(pageIds.split(' ').slice(1).sort()).toEqual(classIds.sort());
    expect(tags).toContain('margin:0');
    expect(tags).toContain('color:rgb(1, 2, 3)');
  });

  it("are each render's own: another page's global styles do not reach this one", () => {
    const first = createPageStyles();
    const second = createPageStyles();
    // Global styles are always carried (they match no class), so a cache shared by renders would leak them.
    renderToString(
      <first.Styles>
        <Global styles={{ body: { color: 'rgb(4, 5, 6)' } }} />
      </first.Styles>,
    );
    const html = renderToString(
      <second.Styles>
        <p css={used}>Here</p>
      </second.Styles>,
    );
    expect(second.tagsFor(html)).toContain('rgb(1, 2, 3)');
    expect(second.tagsFor(html)).not.toContain('rgb(4, 5, 6)');
  });
});
