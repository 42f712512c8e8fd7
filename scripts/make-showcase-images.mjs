/**
 * Renders the landing page's example thumbnails (public/examples/*.jpg, 640×360) and the Open Graph
 * image (public/og-image.jpg, 1200×630) with Chromium, so they can be regenerated after a design
 * change: `node scripts/make-showcase-images.mjs`. Text is a real font layer, as in the product.
 */
import { chromium } from "@playwright/test";
import { chromiumExecutable, chromiumFlags } from "./lib/chromium.mjs";
import { fileURLToPath } from "node:url";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));

const base = `
  * { margin: 0; box-sizing: border-box; }
  body { width: 1280px; height: 720px; overflow: hidden; font-family: "Liberation Sans", "DejaVu Sans", sans-serif; }
  .frame { position: relative; width: 100%; height: 100%; overflow: hidden; }
  .title { position: absolute; font-weight: 900; text-transform: uppercase; line-height: .95; letter-spacing: -2px;
           color: #fff; -webkit-text-stroke: 4px #000; paint-order: stroke fill; text-shadow: 0 10px 0 rgba(0,0,0,.35); }
  .tag { position: absolute; padding: 14px 28px; font-weight: 900; font-size: 44px; border-radius: 14px; transform: rotate(-4deg); }
  .circle { position: absolute; border-radius: 50%; }
`;

const thumbnails = {
  "receita-bolo": `
    <div class="frame" style="background: radial-gradient(circle at 70% 60%, #ffb347, #d2691e 60%, #5b2a0c)">
      <div class="circle" style="width:560px;height:560px;right:60px;top:110px;background:#f4e1c1;box-shadow:0 30px 60px rgba(0,0,0,.45)"></div>
      <div class="circle" style="width:470px;height:470px;right:105px;top:150px;background:radial-gradient(circle at 40% 35%, #e07b24, #b5541a)"></div>
      <div class="circle" style="width:470px;height:200px;right:105px;top:150px;border-radius:50% 50% 40% 40%;background:linear-gradient(#4a2511,#2e1508)"></div>
      <div class="title" style="left:56px;top:70px;font-size:150px;width:640px">Bolo em<br><span style="color:#ffe14d">10 min</span></div>
      <div class="tag" style="left:60px;bottom:80px;background:#ff2d55;color:#fff">SEM BATEDEIRA!</div>
    </div>`,
  "setup-gamer": `
    <div class="frame" style="background: linear-gradient(135deg, #12002b, #3b0a7a 55%, #ff00c8)">
      <div style="position:absolute;right:80px;top:150px;width:620px;height:360px;border-radius:18px;background:linear-gradient(160deg,#0ff,#7b2ff7);box-shadow:0 0 80px #b44dff, inset 0 0 0 18px #111"></div>
      <div style="position:absolute;right:140px;bottom:90px;width:500px;height:60px;border-radius:12px;background:#1a1a1a;box-shadow:0 0 40px #00e5ff"></div>
      <div class="title" style="left:56px;top:90px;font-size:132px;width:600px">Setup com<br><span style="color:#39ff14">R$ 1.500</span></div>
      <div class="tag" style="left:62px;bottom:90px;background:#ffe14d;color:#111">VALEU A PENA?</div>
    </div>`,
  "viagem-lisboa": `
    <div class="frame" style="background: linear-gradient(180deg, #5ec8f2 0%, #a9e2f7 45%, #f2c48d 46%, #d98a4c 100%)">
      <div style="position:absolute;right:140px;top:250px;width:520px;height:270px;border-radius:28px 28px 10px 10px;background:#ffcc00;box-shadow:0 24px 40px rgba(0,0,0,.35)"></div>
      <div style="position:absolute;right:180px;top:290px;width:440px;height:90px;background:repeating-linear-gradient(90deg,#cfefff 0 90px,#ffcc00 90px 110px)"></div>
      <div style="position:absolute;right:120px;top:520px;width:560px;height:30px;background:#333"></div>
      <div class="title" style="left:56px;top:60px;font-size:128px;width:640px">Lisboa<br><span style="color:#ffe14d">gastando<br>pouco</span></div>
      <div class="tag" style="right:90px;top:70px;background:#0057b8;color:#fff">3 DIAS · €150</div>
    </div>`,
  "financas-pessoais": `
    <div class="frame" style="background: radial-gradient(circle at 75% 55%, #7dff9a, #0a8f3c 55%, #03361a)">
      <div class="circle" style="width:420px;height:360px;right:150px;top:190px;border-radius:48% 52% 45% 55%;background:radial-gradient(circle at 35% 30%,#ffb3c7,#ff5c8a);box-shadow:0 30px 50px rgba(0,0,0,.4)"></div>
      <div class="circle" style="width:120px;height:120px;right:110px;top:120px;background:radial-gradient(circle at 35% 35%,#fff3a0,#e0a800);border:8px solid #b88400"></div>
      <div class="circle" style="width:90px;height:90px;right:560px;top:520px;background:radial-gradient(circle at 35% 35%,#fff3a0,#e0a800);border:7px solid #b88400"></div>
      <div class="title" style="left:56px;top:80px;font-size:140px;width:640px">Sobrou<br><span style="color:#ffe14d">dinheiro!</span></div>
      <div class="tag" style="left:62px;bottom:90px;background:#fff;color:#0a8f3c">COM 1 SALÁRIO</div>
    </div>`,
};

const ogImage = `
  <div class="frame" style="width:1200px;height:630px;background:linear-gradient(135deg,#1e1b4b,#6d28d9 60%,#db2777);font-family:'Liberation Sans',sans-serif">
    <div style="position:absolute;left:80px;top:90px;color:#fff;font-size:40px;font-weight:700;letter-spacing:1px">▶ Miniatura</div>
    <div style="position:absolute;left:80px;top:170px;width:700px;color:#fff;font-size:82px;font-weight:900;line-height:1">Thumbnails com IA que fazem o público clicar</div>
    <div style="position:absolute;left:80px;bottom:80px;color:#e9d5ff;font-size:34px">12 perguntas · 3 variações · 1280×720</div>
    <div style="position:absolute;right:70px;top:140px;width:300px;height:169px;border-radius:16px;background:linear-gradient(135deg,#ffb347,#d2691e);transform:rotate(6deg);box-shadow:0 20px 50px rgba(0,0,0,.5)"></div>
    <div style="position:absolute;right:110px;top:330px;width:300px;height:169px;border-radius:16px;background:linear-gradient(135deg,#0ff,#7b2ff7);transform:rotate(-5deg);box-shadow:0 20px 50px rgba(0,0,0,.5)"></div>
  </div>`;

const browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumFlags });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, deviceScaleFactor: 0.5 });
  for (const [name, html] of Object.entries(thumbnails)) {
    await page.setContent(`<style>${base}</style>${html}`);
    await page.screenshot({ path: `${publicDir}examples/${name}.jpg`, type: "jpeg", quality: 78 });
    console.log(`public/examples/${name}.jpg`);
  }
  const og = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await og.setContent(`<style>${base} body{width:1200px;height:630px}</style>${ogImage}`);
  await og.screenshot({ path: `${publicDir}og-image.jpg`, type: "jpeg", quality: 85 });
  console.log("public/og-image.jpg");
} finally {
  await browser.close();
}
