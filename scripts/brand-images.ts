/**
 * Renders the brand images from SVG: the Open Graph card (static/og-image.jpg) and the
 * app icon (src/images/icon.png, from which gatsby-plugin-manifest makes every size).
 * Run again after changing the brand name or colors: `npx tsx scripts/brand-images.ts`.
 */
import path from "node:path";
import sharp from "sharp";
import site from "../data/site.json";

const NAVY = "#0B1D38";
const BLUE = "#1E4A8C";
const ACCENT = "#F97332";
const root = path.resolve(__dirname, "..");

// lucide "shield-check", the logo's mark.
const shield = (color: string, width: number) =>
  `<g fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round">
    <path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"/>
    <path d="m9 12 2 2 4-4"/>
  </g>`;

const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;");

const icon = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="96" fill="${BLUE}"/>
  <g transform="translate(96 96) scale(13.33)">${shield("#FFFFFF", 1.6)}</g>
</svg>`;

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${NAVY}"/><stop offset="1" stop-color="${BLUE}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1080" cy="90" r="260" fill="#FFFFFF" opacity="0.04"/>
  <circle cx="1130" cy="600" r="220" fill="#FFFFFF" opacity="0.05"/>
  <rect x="80" y="80" width="88" height="88" rx="20" fill="#FFFFFF" opacity="0.12"/>
  <g transform="translate(92 92) scale(2.67)">${shield("#FFFFFF", 1.8)}</g>
  <text x="192" y="116" font-family="Inter, DejaVu Sans, sans-serif" font-size="22" font-weight="600" letter-spacing="5" fill="#B7CBEA">${escape(site.name.split(" ")[0].toUpperCase())}</text>
  <text x="192" y="158" font-family="Inter, DejaVu Sans, sans-serif" font-size="40" font-weight="700" fill="#FFFFFF">${escape(site.name.split(" ").slice(1).join(" "))}</text>
  <text x="80" y="330" font-family="Inter, DejaVu Sans, sans-serif" font-size="60" font-weight="700" fill="#FFFFFF">Onde seguro é sinônimo</text>
  <text x="80" y="404" font-family="Inter, DejaVu Sans, sans-serif" font-size="60" font-weight="700" fill="#FFFFFF">de tranquilidade</text>
  <rect x="80" y="446" width="96" height="6" rx="3" fill="${ACCENT}"/>
  <text x="80" y="520" font-family="Inter, DejaVu Sans, sans-serif" font-size="30" fill="#DCE6F5">Há mais de 35 anos no mercado · ${escape(site.city)} – ${escape(site.state)}</text>
</svg>`;

async function main(): Promise<void> {
  await sharp(Buffer.from(icon)).png({ compressionLevel: 9 }).toFile(path.join(root, "src/images/icon.png"));
  await sharp(Buffer.from(og)).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(root, "static/og-image.jpg"));
  console.log("Wrote src/images/icon.png and static/og-image.jpg");
}

void main();
