export { PageError, isPageError, notFound, unknownPage, toPageError } from './page-error';
export { NotFound } from './not-found';
