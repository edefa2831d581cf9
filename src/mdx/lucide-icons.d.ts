// lucide-static types its entry points only; each icon's own module (src/mdx/icons.tsx) exports its SVG.
declare module 'lucide-static/dist/esm/icons/*.mjs' {
  const svg: string;
  export default svg;
}
