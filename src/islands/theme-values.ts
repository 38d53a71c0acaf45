// Second start-up step: the theme's values (tokens and component styles, with Chakra's anatomies).
export { theme } from "../theme";
