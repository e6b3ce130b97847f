/**
 * Prints a QR label (the code and a few lines) from a window of its own, so the console's layout
 * never reaches the paper. Built with DOM calls: the lines are data, never HTML.
 */
export function printQrLabel(title: string, lines: string[], qrDataUrl: string): void {
  const win = window.open('', '_blank', 'width=480,height=640');
  if (!win) return;
  const doc = win.document;
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent =
    'body{font-family:system-ui,sans-serif;text-align:center;margin:24px}img{width:60mm;height:60mm}h1{font-size:20px;margin:8px 0}p{margin:4px 0;font-size:14px}';
  doc.head.append(style);
  const heading = doc.createElement('h1');
  heading.textContent = title;
  const image = doc.createElement('img');
  image.alt = title;
  image.src = qrDataUrl;
  doc.body.append(image, heading);
  for (const line of lines) {
    const paragraph = doc.createElement('p');
    paragraph.textContent = line;
    doc.body.append(paragraph);
  }
  image.onload = () => {
    win.focus();
    win.print();
  };
}
