// Turns the rendered QR code SVG into downloadable SVG text or a PNG.

/** A safe file name for a slug (slugs may contain "/" after an import). */
export function qrFileName(slug: string, extension: 'png' | 'svg'): string {
  const safe = slug.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^\.+/, '') || 'link';
  return `Linkhop-${safe}.${extension}`;
}

export function svgToText(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.removeAttribute('id');
  copy.removeAttribute('aria-hidden');
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export function svgToPngBlob(svg: SVGSVGElement, size: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const context = canvas.getContext('2d');
      if (!context) {
        reject(new Error('Canvas is not available'));
        return;
      }
      context.imageSmoothingEnabled = false;
      context.fillStyle = '#ffffff';
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 0, 0, size, size);
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('PNG encoding failed'))),
        'image/png',
      );
    };
    image.onerror = () => reject(new Error('Could not render the QR code'));
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgToText(svg))}`;
  });
}
