/** True when `file`'s opening block comment carries the `@without-site-build` pragma (site-build-pragma.js). */
export function withoutSiteBuild(file: string): boolean;
