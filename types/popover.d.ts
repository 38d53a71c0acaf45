// The Popover API's attributes (HTML, 2023), which React 18's types predate. React 18 passes
// unknown lowercase attributes through to the HTML as written.
import "react";

/* eslint-disable @typescript-eslint/no-unused-vars -- an augmentation repeats React's type parameters, used or not */

declare module "react" {
  interface HTMLAttributes<T> {
    popover?: "" | "auto" | "manual";
  }
  interface ButtonHTMLAttributes<T> {
    popovertarget?: string;
    popovertargetaction?: "toggle" | "show" | "hide";
  }
}
