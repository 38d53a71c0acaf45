// First start-up step: Chakra's style system (its style-prop table is merged when the module runs).
export { css } from "@chakra-ui/styled-system";
