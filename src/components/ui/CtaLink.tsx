import * as React from "react";
import { Button, type ButtonProps } from "@chakra-ui/react";

interface CtaLinkProps extends Omit<ButtonProps, "as"> {
  to: string;
  children: React.ReactNode;
}

/** An internal link that looks like the site's call-to-action button; pages load as plain HTML. */
export function CtaLink({ to, children, variant = "cta", ...rest }: CtaLinkProps) {
  return (
    <Button as="a" href={to} variant={variant} {...rest}>
      {children}
    </Button>
  );
}
