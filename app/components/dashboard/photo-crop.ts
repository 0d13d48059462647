/**
 * Square crops of a picture, made in the browser through a canvas, so the server stores the profile
 * picture and the search tile exactly as the vendor previewed them. Loaded by the first upload.
 */

/** The centred square of a picture: where to cut it from. */
export function centreSquare(width: number, height: number): { sx: number; sy: number; side: number } {
  const side = Math.min(width, height);
  return { sx: Math.round((width - side) / 2), sy: Math.round((height - side) / 2), side };
}

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be cropped."))),
      "image/jpeg",
      0.9,
    );
  });
}

/**
 * The centred square of the picture at each size, as JPEG (quality 0.9). Rejects when the browser
 * cannot read the picture (an AVIF in an older browser, say): the page then sends the original alone.
 */
async function centreSquareCrops<Size extends number>(file: Blob, sizes: readonly Size[]): Promise<Map<Size, Blob>> {
  // createImageBitmap applies the photo's EXIF orientation, so a phone picture is not cropped sideways.
  const bitmap = await createImageBitmap(file);
  try {
    const { sx, sy, side } = centreSquare(bitmap.width, bitmap.height);
    const crops = new Map<Size, Blob>();
    for (const size of sizes) {
      const canvas = document.createElement("canvas");
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext("2d");
      if (!context) throw new Error("The picture could not be cropped.");
      // JPEG has no transparency: a transparent PNG gets a white background rather than a black one.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, size, size);
      context.imageSmoothingEnabled = true;
      context.imageSmoothingQuality = "high";
      context.drawImage(bitmap, sx, sy, side, side, 0, 0, size, size);
      crops.set(size, await canvasToJpeg(canvas));
    }
    return crops;
  } finally {
    bitmap.close();
  }
}

/** The upload's body: the original, and the page's square crops when this browser can make them. */
export async function photoUpload(
  file: File,
  sizes: { profilePhoto: number; searchResultPhoto: number },
): Promise<FormData> {
  const body = new FormData();
  body.append("originalPhoto", file, file.name);
  try {
    const crops = await centreSquareCrops(file, [sizes.profilePhoto, sizes.searchResultPhoto]);
    const profilePhoto = crops.get(sizes.profilePhoto);
    const searchResultPhoto = crops.get(sizes.searchResultPhoto);
    if (profilePhoto && searchResultPhoto) {
      body.append("profilePhoto", profilePhoto, "profile-photo.jpg");
      body.append("searchResultPhoto", searchResultPhoto, "search-result-photo.jpg");
    }
  } catch {
    // This browser cannot read the picture: the server crops the original itself.
  }
  return body;
}
