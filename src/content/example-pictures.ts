/**
 * The example pictures (data/images as shipped: the generated hero photo and the ten fictitious
 * insurers' logos), known by what they show, not by their bytes: a byte appended, the metadata
 * stripped, the file saved again as JPEG, PNG or WebP, made smaller, lighter or darker, or copied
 * under another name is still the same picture.
 *
 * A fingerprint is the picture drawn on white and scaled to 16 × 16 grey pixels (sharp), base64.
 * A photo is compared tone for tone: each fingerprint is centred on its mean and scaled by its
 * spread, so brightness and contrast do not count (SAME_PHOTO). A logo's pixels are mostly white,
 * so it is compared by the difference relative to the ink of both (SAME_DRAWING); and its words are
 * drawn with whatever fonts the machine has, so an SVG is also drawn without its <text> and compared
 * with the example's drawing without words (SAME_SHAPES), which no font changes.
 *
 * Measured with these fingerprints (docs/deploy.md, "Before going live"). The hero: saved as JPEG at
 * quality 20 0.010, as WebP 0.036, at a sixth of its size 0.019, 30 % darker or lighter at most
 * 0.024, with gamma 2.2 0.088, cropped by 10 % 0.127; mirrored 0.40, upside down 0.36, another
 * picture 1.1 or more. A logo drawn with ten other font families (DejaVu, Liberation, monospace,
 * condensed, narrow, a missing one): at most 0.131 drawn, 0.000 without words; saved as PNG 0.043.
 * Other logos of the same kind (an icon and words, words alone): 0.185 to 0.86 drawn, 0.064 to 1
 * without words; the two closest example logos are 0.139 apart drawn, 0.178 without words.
 */
import sharp from "sharp";

export const FINGERPRINT_SIDE = 16;
/** A photo: the mean difference per pixel, in standard deviations of each, under which it is the example. */
export const SAME_PHOTO = 0.2;
/** A logo drawn with words: the difference relative to the ink of both under which it is the example. */
export const SAME_DRAWING = 0.15;
/** A logo's drawing without its words: the same, with no font in play, so tighter. */
export const SAME_SHAPES = 0.05;

/** An SVG's text elements (a <text> and what it holds), which each machine draws with its own fonts. */
const SVG_TEXT = /<(?:[\w-]+:)?text\b[^>]*\/>|<((?:[\w-]+:)?text)\b[^]*?<\/\1\s*>/g;

/** The picture drawn on white at 16 × 16, grey; null when sharp cannot read it. */
export async function pictureFingerprint(bytes: Buffer): Promise<Buffer | null> {
  try {
    return await sharp(bytes, { density: 72 })
      .flatten({ background: "#ffffff" })
      .resize(FINGERPRINT_SIDE, FINGERPRINT_SIDE, { fit: "fill" })
      .grayscale()
      .raw()
      .toBuffer();
  } catch {
    return null;
  }
}

/** An SVG's fingerprint drawn without its words (SVG_TEXT removed). */
export const shapesFingerprint = (svg: string): Promise<Buffer | null> =>
  pictureFingerprint(Buffer.from(svg.replace(SVG_TEXT, "")));

/** A fingerprint's tones centred on their mean and scaled by their spread (a flat picture stays flat). */
function tones(fingerprint: Buffer): number[] {
  const values = [...fingerprint];
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const spread = Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length) || 1;
  return values.map((value) => (value - mean) / spread);
}

/** The mean difference per pixel of two fingerprints' tones, in standard deviations (0 = the same picture, lighter or darker). */
export function toneDistance(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) return Infinity;
  const [x, y] = [tones(a), tones(b)];
  return x.reduce((sum, value, index) => sum + Math.abs(value - y[index]), 0) / x.length;
}

/** The difference of two fingerprints relative to their ink (0 = the same drawing, 1 = nothing in common; 0 for two blanks). */
export function inkDistance(a: Buffer, b: Buffer): number {
  if (a.length !== b.length) return Infinity;
  let difference = 0;
  let ink = 0;
  for (let index = 0; index < a.length; index += 1) {
    difference += Math.abs(a[index] - b[index]);
    ink += 510 - a[index] - b[index];
  }
  return ink === 0 ? 0 : difference / ink;
}

export interface ExamplePicture {
  /** Where the example ships, relative to data/. */
  file: string;
  /** What it is, in pt-BR. */
  what: string;
  kind: "photo" | "logo";
  /** Its fingerprint, base64. */
  fingerprint: string;
  /** A logo's fingerprint without its words, base64. */
  shapes?: string;
}

/** What a picture shows, for comparing with the examples: its fingerprint, and an SVG's without words. */
export interface PictureSeen {
  fingerprint: Buffer | null;
  shapes: Buffer | null;
}

export async function pictureSeen(bytes: Buffer, svg: boolean): Promise<PictureSeen> {
  return {
    fingerprint: await pictureFingerprint(bytes),
    shapes: svg ? await shapesFingerprint(bytes.toString("utf8")) : null,
  };
}

/**
 * How far a picture is from an example, as a fraction of the example's tolerance (0 = the same, 1 =
 * at the limit), or Infinity when it is not that example.
 */
export function exampleDistance(seen: PictureSeen, example: ExamplePicture): number {
  const own = Buffer.from(example.fingerprint, "base64");
  const fractions =
    example.kind === "photo"
      ? [seen.fingerprint ? toneDistance(seen.fingerprint, own) / SAME_PHOTO : Infinity]
      : [
          seen.fingerprint ? inkDistance(seen.fingerprint, own) / SAME_DRAWING : Infinity,
          seen.shapes && example.shapes
            ? inkDistance(seen.shapes, Buffer.from(example.shapes, "base64")) / SAME_SHAPES
            : Infinity,
        ];
  const nearest = Math.min(...fractions);
  return nearest <= 1 ? nearest : Infinity;
}

const LOGO = "logotipo de exemplo de seguradora fictícia";

export const EXAMPLE_PICTURES: readonly ExamplePicture[] = [
  {
    file: "images/inicio/hero.jpg",
    what: "foto de exemplo (ilustração gerada)",
    kind: "photo",
    fingerprint:
      "ICAgICAgICAgICAgICAgICYmJiYmJiYmJiYmJiYmJiYsLCwsLCwsLCwsLS0tLCwsMzMzMzMzMzQ3PD4+PTk0Mzo6Ojo6OjtBSE1PUE9KRD1CQkJCQkNKU1pgZGVjXlhPVFhZWlteYWVtdHh6d3FqYVlcXV9mbXJ7gIiNjYuDeXBpZWFnanN8dZKcq7Wim5ODgm5Nb3p/clejncTSsHN/eWFbSXaLgm0/hHtoaZdfXlxDRD4+WU1QRU1BRUZJVkpJPD8wJS8rM0E6MDU4PzUwPiwsLSsrLC4uLSwqKzMuKDAiISIiISIiIiMhIiIhIiEhFxgXFxcXFxgXFxcXFxcXFw==",
  },
  {
    file: "images/parceiros/aurora.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "//////////////////////////////////////////////////////////////////////////////////////+0j//////////////////8hGrr5dv58vL3////////5JSZyue6t6euzP/+/////9S00LnYqLq8tMb//v/////UtNGz/d3e4eDg//7/////45SZw//9//////////////uCauju1+Hb5N7X5v//////tJH/1b/HsLu7uLn6///////+/+bZ2uHn1+Pm/f///////////////////////////////////////////////////////////////////w==",
    shapes:
      "//////////////////////////////////////////////////////////////////////////////////////+0j//////////////////8hGvl//7/////////////5JSaw//9/////////////9S00bP//f/////////////UtNGz//3/////////////45SZw//9//////////////uCa+X//v//////////////tJL//v///////////////////////////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/bandeirantes.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "///////////////////////////////////////////////////////////////////////////////////////z5//+////////////////2L3/3/D/8PL9/vv//////8CW/8Swvau/uLWr0P////+me//NnbScs6i0osL+////j2T/38rd0NzW29Hb/////3lZ6P/+//////////////JoUdLx1uHb2uj//v/////smY/Z3L7Ir8LU//7////////+/+bZ2uLd5f/+/////////////////////////////////////////////////////////////////////w==",
    shapes:
      "///////////////////////////////////////////////////////////////////////////////////////z5//+////////////////2L7//f///////////////8CX//3///////////////+me//+////////////////j2X7//7//////////////3lZ6P/+//////////////JoUs///f/////////////smZDU//3//////////////////////////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/cruzeiro.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "/////////////////////////////////////////////////////////////////+ve//7///////////////+5kf/9/////v3/////////kGr70sb58e7o9///////7HFfyuvSsLapqbX//////8piYKbgwbW8ubnE+//////KYmCn9NzdzNjk4v//////7HFgyv/9//////////////+Qa/bn0t/gzt3f7///////uZD/yrHFuby8xMf//v///+ve//Tm3uTX4tvs/////////////////////////////////////////////////////////////////////w==",
    shapes:
      "/////////////////////////////////////////////////////////////////+ve//7///////////////+5kf/9////////////////kGzz//7/////////////7HFgyv/9/////////////8piYaP//f/////////////KYmGj//3/////////////7HFgyv/9//////////////+QbPP//v//////////////uZH//f///////////////+ve//7//////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/horizonte.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "///////////////////////////////////////////////////////////////////////////////////////////////8//////////////7/09Hz3PDy2/P//////9O3/7aLoKmdmpSw//7///9/WPDZqq2ztKymvf/+///vY03N+dfd1Mfg1dn//v//3VpNt//9/////////////+62seDt1+Hb2uj//v/////bWUy54L3Ir8LU//7////////+/+bZ2uLd5f/+/////////////////////////////////////////////////////////////////////w==",
    shapes:
      "/////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////9O5//7///////////////9/WO7//v/////////////vY03M//3/////////////3VpNt//9/////////////+62sd3//v/////////////bWU20//3//////////////////////////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/ipe.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "//////////////////////////////////////////////////////////////////z4///////////////////Xvf/+/fj/////////////vJb/3ujf//7//////////62H/8+fw//+//////////+ogf/Spc3//v//////////qoT/4cbq//7//////////7OO//f0///////////////Fof/o5tnZ+///////////38j/2Lq7u/3///////////z5/+bk2tj7/////////////////////////////////////////////////////////////////////////w==",
    shapes:
      "//////////////////////////////////////////////////////////////////z4///////////////////Xvf/9////////////////vJb//f///////////////62I//7///////////////+ogv//////////////////qoX//////////////////7OO//7////////////////Fof/9////////////////38n//f////////////////z5/////////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/litoral.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "/////////////////////////////////////////////////////////////////////////////////////////////P///v3/////////////4dzj+OPl//7//////////+DDoamr5v/+/////+OH9//XwbG4peT//v/////Alcvc1dLX4dPx//7/////6tKBov/9/////////////9ysvN/s2OHb5N7X5v/////n6MDQ1b/HsLu7uLn6/////v/B2u3Y2uHn1+Pm/f///////////////////////////////////////////////////////////////////w==",
    shapes:
      "/////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////+OH+P/+///////////////AlczX+P//////////////6tKBov/9/////////////9ysvdz//v/////////////n6MHL/v///////////////v/B1//+/////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/mantiqueira.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "////////////////////////////////////////////////////////////////////////////////////////////////////////////////6Ov/7Pz/8P///////9r4/7mip6atwqq8//////+jvfi+kJirmKGervr////6eXTh787P1rPP1tT7////71xFyf/9///3/////////9RORa3z1uHb2uj//v////+7R0aR4L3Ir8LU//7////////+/+bZ2uLd5f/+/////////////////////////////////////////////////////////////////////w==",
    shapes:
      "/////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////////9r6//////////////////+jvvH//v/////////////6eXTf//7/////////////71xFyf/9/////////////9RORar//P////////////+7R0eL//3//////////////////////////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/paulista.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "/////////////////////////////////////////////////////////////////////////////////////9NZjb///f/5/f/////////PUIbEu73+wuLa+f//////z1CGwcqUoqKbmMn//f///+acvN3Uq5Chq4/A//3////tvqTI+t3E1dHH3P/+////3Idgnf/8/////////////9yHYJ772uj////////////fjmao48C5+v/////////////+//Pd5f3//////////////////////////////////////////////////////////////////////////w==",
    shapes:
      "/////////////////////////////////////////////////////////////////////////////////////9NZjb///f/////////////PUIe6//3/////////////z1CHuv/9/////////////+acvdr//v/////////////tvqTI//3/////////////3Idgnf/8/////////////9yHYJ3//P/////////////fjmej//z//////////////////////////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/serra-azul.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "/////////////////////////////////////////////////////////////////+TR//3////////////////NrP/9/////////f3/////wqT/y9P47/bL9eTo//7//8Sz/NWxpq7Qy7iz6//+//fFx+rmp8G7xq/Br+r//v/1o5ni7dPj4t/pzdf4////5qSc0v/9/////////////9PT5sTs1+Hb2uj//v////+6lJ6l2L/Hr8LU//7/////0p2evenY2eLd5f/+/////////////////////////////////////////////////////////////////////w==",
    shapes:
      "/////////////////////////////////////////////////////////////////+TR//3////////////////NrP/9////////////////wqb//v///////////////8S19v////////////////fFyOb//v/////////////1o5re//3/////////////5qSc0v/9/////////////9PT58H//v////////////+6lJ+g//7/////////////0p2fuv/+/////////////////////////////////////////////////////////////////////////////w==",
  },
  {
    file: "images/parceiros/tiete.svg",
    what: LOGO,
    kind: "logo",
    fingerprint:
      "/////////////////////////////////////////////////////////////////513/P/+/////////////+OcpMP/+f/3/f/////////NusnCurrsxvn/////////x8zQyN+zl5vy//7//////8GQiLbesKms9f/+///////BkImz7uHV0Pr/////////x8zSw/v//////////////826yrvv4dra7t/l2Nr7///km6PD77u7xsPXvc23+f///554/+rj7uvc2uHZ4Pr//////////////////////////////////////////////////////////////////w==",
    shapes:
      "/////////////////////////////////////////////////////////////////513/P/+/////////////+OcpMP//f/////////////Nusu4//7/////////////x8zSw/v//////////////8GQibH5///////////////BkImx+f//////////////x8zSw/v//////////////826yrj//v/////////////km6PD//3//////////////555/f/+/////////////////////////////////////////////////////////////////////////////w==",
  },
];
