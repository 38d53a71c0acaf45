// Second start-up step: the theme and the providers every React root of the site uses.
export { RootProvider } from "../theme/RootProvider";
