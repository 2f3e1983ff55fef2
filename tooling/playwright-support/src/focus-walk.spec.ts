import { expect, test, type Page } from '@playwright/test';
import {
  backwardsMove,
  describeViolations,
  expectFocusWalk,
  walkByTab,
  type FocusRule,
} from './focus-walk.ts';

// The focus walk on pages made for it: a good one passes, and each rule fails the page made
// to break it (covered, not shown, out of order, out of a dialog).

const page390 = { width: 390, height: 844 };

async function show(page: Page, body: string, style = '') {
  await page.setContent(
    `<!doctype html><html lang="pt-BR"><head><style>body { margin: 0; font: 16px/1.5 sans-serif; } ${style}</style></head><body>${body}</body></html>`,
  );
}

const rulesOf = (report: Awaited<ReturnType<typeof walkByTab>>) =>
  report.violations.map((violation) => [violation.stop, violation.rule] as [number, FocusRule]);

// A store-like page: a skip link, a sticky header, a round arrow over a banner (its corners are
// the banner's), a grid of cards, a form (a field whose frame shows focus, a radio drawn by its
// label, a button with a shadow ring), a sidebar column.
const GOOD_STYLE = `
  html { scroll-padding-top: 72px; }
  .skip { position: absolute; left: -9999px; top: 8px; background: #fff; }
  .skip:focus { left: 8px; z-index: 1; }
  header { position: sticky; top: 0; display: flex; gap: 24px; padding: 16px; background: #fff;
    border-bottom: 1px solid #ccc; }
  .layout { display: grid; grid-template-columns: 2fr 1fr; gap: 24px; padding: 24px; }
  .cards { display: grid; grid-template-columns: repeat(3, 1fr); gap: 16px; }
  .cards a { display: block; height: 120px; border: 1px solid #ccc; }
  .field { display: flex; border: 1px solid #767676; }
  .field:focus-within { outline: 3px solid #0a5cad; }
  .field input { border: 0; outline: none; flex: 1; font: inherit; }
  .choice input { position: absolute; opacity: 0; width: 1px; height: 1px; }
  .choice span { display: inline-block; padding: 8px; border: 2px solid #767676; }
  .choice input:focus-visible + span { outline: 3px solid #0a5cad; outline-offset: 2px; }
  .ring:focus-visible { outline: none; box-shadow: 0 0 0 3px #0a5cad; }
  aside a { display: block; margin-bottom: 8px; }
  .hero { position: relative; height: 160px; margin-bottom: 16px; }
  .art { height: 100%; background: #ddd; }
  .controls { position: absolute; inset: 40% 0 auto; display: flex; justify-content: flex-end;
    pointer-events: none; }
  .round { pointer-events: auto; width: 48px; height: 48px; border-radius: 50%; border: 0;
    background: #222; color: #fff; }
  .long { height: 1200px; }`;
const GOOD_BODY = `
  <a class="skip" href="#main">Pular para o conteúdo</a>
  <header><a href="#">Loja</a><a href="#">Categorias</a><a href="#">Carrinho</a></header>
  <div class="layout">
    <main id="main">
      <div class="hero"><div class="art"></div>
        <div class="controls"><button class="round" type="button" aria-label="Próximo destaque">›</button></div></div>
      <div class="cards">${[1, 2, 3, 4, 5, 6].map((n) => `<a href="#">Produto ${n}</a>`).join('')}</div>
      <form>
        <label>E-mail <span class="field"><input type="email"><button type="button">Mostrar</button></span></label>
        <label class="choice"><input type="radio" name="pay" checked><span>Pix</span></label>
        <label class="choice"><input type="radio" name="pay"><span>Boleto</span></label>
        <label>Entrega em <input type="date"></label>
        <button class="ring" type="button">Continuar</button>
      </form>
      <p class="long">Descrição longa.</p>
      <button type="button">Ver mais</button>
    </main>
    <aside><a href="#">Ajuda</a><a href="#">Trocas e devoluções</a></aside>
  </div>`;

test('passes a page whose every stop is shown, uncovered and in reading order', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await show(page, GOOD_BODY, GOOD_STYLE);
  const report = await expectFocusWalk(page, 'good page');
  expect(report.stops.map((stop) => stop.name)).toEqual([
    'Pular para o conteúdo',
    'Loja',
    'Categorias',
    'Carrinho',
    'Próximo destaque',
    ...[1, 2, 3, 4, 5, 6].map((n) => `Produto ${n}`),
    'E-mail Mostrar',
    'Mostrar',
    'Pix',
    'Entrega em',
    'Continuar',
    'Ver mais',
    'Ajuda',
    'Trocas e devoluções',
  ]);
  expect(report.ended).toBe('end');
  // Each indicator as measured: the field's frame, the radio's label, the shadow ring.
  const indicator = (name: string) => report.stops.find((stop) => stop.name === name)?.indicator;
  expect(indicator('Pular para o conteúdo')).toBe('it appears only while focused');
  expect(indicator('E-mail Mostrar')).toMatch(
    /span\.field: outline 3 px #0a5cad .*against #ffffff/,
  );
  expect(indicator('Pix')).toMatch(/outline 3 px #0a5cad/);
  expect(indicator('Continuar')).toMatch(/box-shadow 3 px #0a5cad/);
  expect(indicator('Loja')).toBe("the browser's focus ring");
});

test('begins at the part of the page it is given, and goes on to the end', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await show(page, GOOD_BODY, GOOD_STYLE);
  const report = await expectFocusWalk(page, 'good page from main', { from: page.locator('main') });
  expect(report.stops.map((stop) => stop.name).slice(0, 2)).toEqual([
    'Próximo destaque',
    'Produto 1',
  ]);
  expect(report.stops.at(-1)?.name).toBe('Trocas e devoluções');
});

test('passes the same page on a phone, where the columns stack', async ({ page }) => {
  await page.setViewportSize(page390);
  await show(page, GOOD_BODY, `${GOOD_STYLE} .layout { grid-template-columns: 1fr; }`);
  await expectFocusWalk(page, 'good page at 390 px');
});

const BAR_STYLE = `
  main { padding: 16px; }
  main button { display: block; height: 40px; margin-bottom: 24px; }
  .bar { position: fixed; bottom: 0; left: 0; right: 0; height: 96px; background: #222;
    color: #fff; }`;
const BAR_BODY = `<main>${Array.from({ length: 24 }, (_, n) => `<button type="button">Opção ${n + 1}</button>`).join('')}</main>
  <div class="bar">Total R$ 99,90 <button type="button">Comprar</button></div>`;

test('fails a control a fixed bar covers when Tab scrolls it into view', async ({ page }) => {
  await page.setViewportSize(page390);
  await show(page, BAR_BODY, BAR_STYLE);
  const report = await walkByTab(page);
  const covered = report.violations.filter((violation) => violation.rule === 'covered');
  // Options 12 and 13 are on the first screen, under the bar (no scroll brings them out);
  // the last one is where the page's scroll ends, under the bar too.
  const names = covered.map((violation) => violation.name);
  expect(names).toEqual(expect.arrayContaining(['Opção 12', 'Opção 13', 'Opção 24']));
  expect(names).not.toContain('Opção 11');
  expect(covered[0]!.detail).toMatch(
    /^covered by div\.bar \(fixed\) "Total R\$ 99,90 Comprar" at [2-5] of 5 points$/,
  );
  await expect(expectFocusWalk(page, 'bar page')).rejects.toThrow(
    /stop 12 main > button:nth-of-type\(12\) .*Opção 12.*: covered: covered by div\.bar \(fixed\)/,
  );
});

test('passes that page once the scroll keeps clear of the bar and the page ends below it', async ({
  page,
}) => {
  await page.setViewportSize(page390);
  await show(
    page,
    BAR_BODY,
    `${BAR_STYLE} html { scroll-padding-bottom: 104px; } main { padding-bottom: 104px; }`,
  );
  await expectFocusWalk(page, 'bar page with scroll-padding');
});

test('fails a control whose look does not change with focus, or hardly', async ({ page }) => {
  await show(
    page,
    `<button>Sem anel</button> <button class="faint">Anel fraco</button>
     <button class="thin">Anel fino</button> <a href="#" class="text">Só a cor</a>
     <button class="ok">Com anel</button>`,
    `button, a { outline: none; }
     .faint:focus { outline: 2px solid #ccc; }
     .thin:focus { outline: 1px solid #0a5cad; }
     .text:focus { color: #0a5cad; }
     .ok:focus-visible { outline: 2px solid #0a5cad; }
     :focus-visible { outline-offset: 2px; }`,
  );
  const report = await walkByTab(page);
  expect(rulesOf(report)).toEqual([
    [1, 'no-indicator'],
    [2, 'weak-indicator'],
    [3, 'weak-indicator'],
    [4, 'weak-indicator'],
  ]);
  expect(report.violations[1]!.detail).toContain('outline 2 px #cccccc 1.61:1 against #ffffff');
  expect(report.violations[2]!.detail).toContain('outline 1 px #0a5cad');
  expect(report.violations[3]!.detail).toContain('text colour');
});

test('fails a focused control that is not drawn where anyone can see it', async ({ page }) => {
  await show(
    page,
    `<a href="#" class="away">Fora da tela</a> <a href="#" class="clipped">Cortado</a>
     <div class="box"><a href="#">Escondido na caixa</a></div> <button>Visível</button>`,
    `.away { position: absolute; left: -9999px; }
     .clipped { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
     .box { height: 20px; overflow: clip; } .box a { position: relative; top: 40px; }`,
  );
  const report = await walkByTab(page);
  expect(describeViolations(report).filter((line) => line.includes('invisible'))).toEqual([
    expect.stringMatching(
      /^stop 1 a\.away "Fora da tela": invisible: focused but not shown: it is outside the viewport \(at -9999, \d+\)$/,
    ),
    'stop 2 a.clipped "Cortado": invisible: focused but not shown: it is clipped to nothing (visually hidden)',
    'stop 3 div.box > a "Escondido na caixa": invisible: focused but not shown: it is clipped away by div.box',
  ]);
});

test('fails a page whose Tab order is not the order on screen (CSS order)', async ({ page }) => {
  await show(
    page,
    `<div class="column"><button class="last">Primeiro no código</button><button>Segundo</button><button>Terceiro</button></div>`,
    `.column { display: flex; flex-direction: column; gap: 16px; padding: 16px; width: 200px; }
     .column button { height: 40px; } .last { order: 3; }`,
  );
  const report = await walkByTab(page);
  expect(rulesOf(report)).toEqual([[2, 'order']]);
  expect(report.violations[0]!.detail).toMatch(
    /^moved 112 px back up, from \(16, 128\) to \(16, 16\), and not to a column on the right \(after stop 1 .*"Primeiro no código"\)$/,
  );
});

test('fails a page whose Tab jumps far down and back (absolute positioning)', async ({ page }) => {
  await show(
    page,
    `<form class="form"><input aria-label="Nome"><button type="button" class="far">Termos</button><input aria-label="CPF"></form>`,
    `.form { position: relative; display: grid; gap: 8px; padding: 16px; width: 240px; }
     .far { position: absolute; top: 1700px; left: 16px; }`,
  );
  const report = await walkByTab(page);
  expect(rulesOf(report)).toEqual([[3, 'order']]);
  expect(report.violations[0]!.detail).toMatch(/^moved 16\d\d px back up/);
});

test('fails a control that keeps focus when Tab is pressed (a keyboard trap)', async ({ page }) => {
  await show(
    page,
    `<button>Antes</button><textarea aria-label="Editor"></textarea><button>Depois</button>`,
  );
  await page
    .getByRole('textbox')
    .evaluate((editor) =>
      editor.addEventListener(
        'keydown',
        (event) => (event as KeyboardEvent).key === 'Tab' && event.preventDefault(),
      ),
    );
  const report = await walkByTab(page);
  expect(describeViolations(report)).toEqual([
    'stop 2 textarea "Editor": stuck: Tab left focus where it was (a keyboard trap)',
  ]);
  expect(report.ended).toBe('stuck');
});

test('walks round a modal dialog and stops where it started', async ({ page }) => {
  await show(
    page,
    `<button>Atrás do diálogo</button>
     <dialog aria-labelledby="t"><h2 id="t">Remover endereço?</h2>
       <label>Motivo <input></label> <button>Cancelar</button> <button>Remover</button></dialog>`,
    `dialog button:focus-visible, dialog input:focus-visible { outline: 3px solid #0a5cad; }`,
  );
  await page.locator('dialog').evaluate((dialog) => (dialog as HTMLDialogElement).showModal());
  const report = await expectFocusWalk(page, 'dialog', { within: page.locator('dialog') });
  // From wherever showModal put focus (the first field, or the dialog), once round.
  expect(report.stops.map((stop) => stop.name).sort()).toEqual(['Cancelar', 'Motivo', 'Remover']);
  expect(report.ended).toBe('cycle');
});

test('walks round a dialog whose script keeps Tab inside (the last control back to the first)', async ({
  page,
}) => {
  await show(
    page,
    `<div role="dialog" aria-modal="true" aria-label="Cupom" class="dialog">
       <input aria-label="Código do cupom"> <button>Aplicar</button> <button class="last">Fechar</button></div>`,
    `.dialog { position: fixed; inset: 20%; background: #fff; border: 1px solid; }
     .dialog :focus-visible { outline: 3px solid #0a5cad; }`,
  );
  await page.locator('.last').evaluate((last) =>
    last.addEventListener('keydown', (event) => {
      if ((event as KeyboardEvent).key !== 'Tab') return;
      event.preventDefault();
      document.querySelector('input')!.focus();
    }),
  );
  await page.getByRole('textbox').focus();
  const report = await expectFocusWalk(page, 'trapped dialog', {
    within: page.getByRole('dialog'),
  });
  expect(report.stops.map((stop) => stop.name)).toEqual(['Aplicar', 'Fechar', 'Código do cupom']);
  expect(report.ended).toBe('cycle');
});

test('fails a dialog whose buttons are stacked in the reverse of their Tab order', async ({
  page,
}) => {
  await show(
    page,
    `<dialog aria-label="Remover endereço?"><p>Remover endereço?</p>
       <div class="actions"><button autofocus>Cancelar</button><button>Remover</button></div></dialog>`,
    `.actions { display: flex; flex-direction: column-reverse; gap: 8px; } .actions button { min-height: 44px; }`,
  );
  await page.locator('dialog').evaluate((dialog) => (dialog as HTMLDialogElement).showModal());
  await expect(page.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  // From "Cancelar", where the dialog put focus, the first Tab goes up to "Remover".
  const report = await walkByTab(page, { within: page.locator('dialog') });
  expect(rulesOf(report)).toEqual([[1, 'order']]);
  expect(report.violations[0]!.detail).toMatch(
    /^moved \d+ px back up, .*\(after stop 0 .*"Cancelar"\)$/,
  );
});

test('fails a dialog that lets Tab out to the page behind it', async ({ page }) => {
  await show(
    page,
    `<div role="dialog" aria-modal="true" aria-label="Entrar" class="dialog"><button>Fechar</button><button>Entrar</button></div>
     <button>Atrás do diálogo</button>`,
    `.dialog { position: fixed; inset: 20%; background: #fff; border: 1px solid; }`,
  );
  await page.getByRole('button', { name: 'Fechar' }).focus();
  const report = await walkByTab(page, { within: page.getByRole('dialog') });
  expect(describeViolations(report)).toEqual([
    'stop 2 button "Atrás do diálogo": escaped: Tab took focus out of the dialog',
  ]);
});

test.describe('backwardsMove', () => {
  const box = (x: number, y: number, width = 100, height = 40) => ({ x, y, width, height });
  const cases: [string, ReturnType<typeof box>, ReturnType<typeof box>, boolean][] = [
    ['the next item along a line', box(0, 0), box(120, 0), false],
    ['the next row of a grid, back at the left', box(240, 0), box(0, 60), false],
    ['a taller neighbour a little higher', box(0, 20), box(120, 0, 100, 80), false],
    [
      'a link drawn under the arrow that came before it',
      box(1200, 300),
      box(0, 0, 1280, 700),
      false,
    ],
    ['the top of the next column on the right', box(0, 900), box(700, 100), false],
    ['back up the same column', box(0, 900), box(0, 100), true],
    [
      'back up from a radio to one below the other',
      box(46, 1800, 20, 20),
      box(46, 516, 20, 20),
      true,
    ],
    ['back up to a column on the left', box(700, 900), box(0, 100), true],
    ['back left along the same line', box(400, 0), box(0, 0), true],
  ];
  for (const [what, from, to, backwards] of cases) {
    test(`${backwards ? 'flags' : 'allows'} ${what}`, () => {
      expect(backwardsMove(from, to, 40) !== null).toBe(backwards);
    });
  }
});
