/**
 * The form engine's public surface. Empty until the form-engine issue (#6) lands: the package exists
 * now so that the workspace layout, its tsconfig and the rule that it never imports React are in
 * place from the start.
 */
export {};
