import { errorContent, NOT_FOUND_TEXT, UNAVAILABLE_TEXT } from './error-content';

describe('errorContent (SPEC §2 global error page)', () => {
  it('gives the 404 title, headline and text', () => {
    expect(errorContent({ status: 404, label: 'Not Found' })).toEqual({
      title: '404 - Page Not Found',
      headline: "Sorry, we can't find that page",
      text: "The page you're looking for might have been removed, or it could be an old link.",
    });
  });

  it('titles other errors "{status code} - {status message}"', () => {
    expect(errorContent({ status: 503, label: 'Service Unavailable' })).toEqual({
      title: '503 - Service Unavailable',
      text: "The page you're looking for is temporarily unavailable. Please try again later.",
    });
  });

  it('uses "{status code} - Error" without a message', () => {
    expect(errorContent({ status: 500 }).title).toBe('500 - Error');
    expect(errorContent({ status: 418, label: '' }).title).toBe('418 - Error');
  });

  it('uses "There was an error" without an error object', () => {
    expect(errorContent(null)).toEqual({ title: 'There was an error', text: UNAVAILABLE_TEXT });
    expect(errorContent(undefined).title).toBe('There was an error');
  });

  it('keeps the two texts distinct', () => {
    expect(NOT_FOUND_TEXT).not.toBe(UNAVAILABLE_TEXT);
  });
});
