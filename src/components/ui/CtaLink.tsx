import * as React from "react";
import { Link as GatsbyLink } from "gatsby";
import { Button, type ButtonProps } from "@chakra-ui/react";

interface CtaLinkProps extends Omit<ButtonProps, "as"> {
  to: string;
  children: React.ReactNode;
}

/** An internal link that looks like the site's call-to-action button. */
export function CtaLink({ to, children, variant = "cta", ...rest }: CtaLinkProps) {
  return (
    <Button as={GatsbyLink} to={to} variant={variant} {...rest}>
      {children}
    </Button>
  );
}
