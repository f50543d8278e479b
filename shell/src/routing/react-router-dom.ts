// What the shell provides under the `react-router-dom` share key: only the APIs the apps use. A shared
// singleton is not tree-shaken (its provider ships all of it), and react-router-dom 6 with react-router and
// @remix-run/router is 31.5 KB gzip whole against ≈ 9 KB for this list (docs/decisions/041).
// The list is ROUTER_API in tools/webpack-preset/shared-singletons.mjs: every build fails when an app
// imports an API not in it, and the shell's build fails when this file and the list disagree.
// The package's dist entry, not its bare name: under the share key the bare name is this very module.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useOutletContext,
  useParams,
  useSearchParams,
} from 'react-router-dom/dist/index.js';
