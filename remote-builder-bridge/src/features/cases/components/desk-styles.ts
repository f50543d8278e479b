// The desk's styles live in the studio's shared components (the inbox uses them too); the case pages import them here.
export { deskPageStyles, linkStyles, tableStyles } from '../../../components/desk-styles';
