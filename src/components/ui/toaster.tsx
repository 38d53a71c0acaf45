import { createStandaloneToast } from "@chakra-ui/react";
import { createRoot } from "react-dom/client";
import { theme } from "../../theme";
import type { Notice } from "./notify";

/** Renders Chakra's toast container in its own root and returns the function that shows a notice. */
export function mountToaster(): (notice: Notice) => void {
  const { ToastContainer, toast } = createStandaloneToast({
    theme,
    defaultOptions: { position: "top", duration: 8000, isClosable: true },
  });
  const host = document.createElement("div");
  host.id = "avisos";
  document.body.appendChild(host);
  createRoot(host).render(<ToastContainer />);
  return (notice) => {
    toast(notice);
  };
}
