import { ApiError } from './api-error';
import { fieldErrorsOf, messageOf, SOMETHING_WENT_WRONG, statusOf } from './message-of';

const refused = new ApiError(410, 'Gone', { body: { statusCode: 410, error: 'Gone', message: 'This link has expired.' } });
const bare = new ApiError(502, 'Bad Gateway');
const invalid = new ApiError(400, 'Bad Request', {
  body: { statusCode: 400, error: 'Bad Request', message: 'Please check the form.', fieldErrors: { email: 'Enter an email address.' } },
});

describe('messageOf', () => {
  it("says the API's own message when it sent one", () => {
    expect(messageOf(refused, 'Your reply could not be loaded just now.')).toBe('This link has expired.');
  });

  it('says the fallback for an answer without a message, a network failure or a bug', () => {
    expect(messageOf(bare, 'Please try again.')).toBe('Please try again.');
    expect(messageOf(new TypeError('Failed to fetch'), 'Please try again.')).toBe('Please try again.');
    expect(messageOf(undefined, 'Please try again.')).toBe('Please try again.');
  });

  it('falls back to the generic sentence when the page gives none', () => {
    expect(messageOf(bare)).toBe(SOMETHING_WENT_WRONG);
    expect(SOMETHING_WENT_WRONG).toBe('Something went wrong. Please try again.');
  });
});

describe('statusOf and fieldErrorsOf', () => {
  it("read an API answer's status and per-field messages", () => {
    expect(statusOf(refused)).toBe(410);
    expect(fieldErrorsOf(invalid)).toEqual({ email: 'Enter an email address.' });
    expect(fieldErrorsOf(refused)).toEqual({});
  });

  it('read nothing from what is no API answer', () => {
    expect(statusOf(new Error('boom'))).toBeUndefined();
    expect(fieldErrorsOf(new Error('boom'))).toEqual({});
  });
});
