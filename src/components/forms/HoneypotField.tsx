import * as React from "react";
import { Box } from "@chakra-ui/react";

interface HoneypotFieldProps {
  name: string;
  value: string;
  onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

/** A field people never see or reach by keyboard; bots that fill every input give themselves away. */
export function HoneypotField({ name, value, onChange }: HoneypotFieldProps) {
  const id = React.useId();
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
      <label htmlFor={id}>Deixe este campo em branco</label>
      <input id={id} type="text" name={name} value={value} onChange={onChange} tabIndex={-1} autoComplete="off" />
    </Box>
  );
}
