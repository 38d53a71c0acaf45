// Third start-up step: the layout and the interactive parts it holds.
export { Layout } from "../components/layout/Layout";
