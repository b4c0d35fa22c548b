import fs from "node:fs";
import path from "node:path";
import QRCode from "qrcode";
import sharp from "sharp";

/**
 * A video for Chromium's fake camera (--use-file-for-fake-video-capture) that shows one real QR
 * code: Y4M, 640×480, 4:2:0, a few identical frames that Chromium plays in a loop.
 */
export async function writeQrVideo(text: string, file: string) {
  const W = 640;
  const H = 480;
  const qr = await QRCode.toBuffer(text, { errorCorrectionLevel: "M", margin: 4, width: 400 });
  const luma = await sharp({ create: { width: W, height: H, channels: 3, background: "#ffffff" } })
    .composite([{ input: qr, left: (W - 400) / 2, top: (H - 400) / 2 }])
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const y =
    luma.info.channels === 1
      ? luma.data
      : Buffer.from(luma.data.filter((_, i) => i % luma.info.channels === 0));
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma, chroma]);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array(5).fill(frame)]),
  );
  return file;
}

/** Launch options for a browser whose camera shows `file`. */
export function fakeCameraArgs(file: string) {
  return [
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    `--use-file-for-fake-video-capture=${file}`,
  ];
}
