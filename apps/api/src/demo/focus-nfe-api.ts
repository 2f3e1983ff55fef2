import { MAX_CORRECTIONS, withinCancelWindow } from '@vitrine/domain/fiscal/note-events';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { danfePdf } from './focus-nfe-danfe.ts';
import {
  type Correction,
  companyToken,
  hookId,
  type Ledger,
  type LedgerNote,
  nextProtocol,
  noteAnswer,
  noteKey,
} from './focus-nfe-ledger.ts';
import { schemaErrors } from './focus-nfe-sefaz.ts';
import { eventXml, nfeProcXml } from './focus-nfe-xml.ts';
import { parseJsonOrUndefined } from './http-body.ts';

// The loopback Focus NFe's routes (API v2 as FocusNFe/api-doc documents them): each request
// becomes an Answer from the ledger. Authorising is not done here: POST /v2/nfe queues the note
// (processando_autorizacao) and the server decides it later (focus-nfe.ts).

export type Answer = { status: number; body: unknown; type?: string };

export type ApiRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  token: string | null;
  rawBody: string;
};

export type ApiContext = {
  ledger: Ledger;
  now: () => Date;
  homologation: boolean;
  /** A note was queued: the server decides it after its processing time. */
  queued: (note: LedgerNote) => void;
};

const HOOK_EVENTS = [
  'nfe',
  'nfse',
  'nfsen',
  'nfce_contingencia',
  'nfe_recebida',
  'nfe_recebida_falha_consulta',
  'nfse_recebida',
  'cte_recebida',
  'inutilizacao',
  'cte',
  'mdfe',
  'nfcom',
];

const error = (status: number, codigo: string, mensagem: string, erros?: unknown[]): Answer => ({
  status,
  body: { codigo, mensagem, ...(erros ? { erros } : {}) },
});
const ok = (body: unknown, status = 200): Answer => ({ status, body });

export async function focusApi(context: ApiContext, request: ApiRequest): Promise<Answer> {
  const { method, path } = request;
  if (method === 'GET' && (path.startsWith('/arquivos/') || path.startsWith('/notas_fiscais/')))
    return file(context, path);
  if (path === '/v2/empresas' && method === 'POST') return registerCompany(context, request);
  if (!request.token || !context.ledger.tokens.has(request.token))
    return error(403, 'permissao_negada', 'Token de acesso inválido ou não informado');
  const token = request.token;
  if (path === '/v2/nfe' && method === 'POST') return issue(context, token, request);
  if (path === '/v2/hooks') {
    if (method === 'POST') return createHook(context, token, request.rawBody);
    if (method === 'GET')
      return ok(context.ledger.hooks.filter((hook) => hook.token === token).map(hookAnswer));
  }
  const hook = /^\/v2\/hooks\/([^/]+)$/.exec(path)?.[1];
  if (hook) return oneHook(context, token, method, hook);
  const match = /^\/v2\/nfe\/([^/]+)(\/carta_correcao)?$/.exec(path);
  if (!match) return error(404, 'nao_encontrado', 'Recurso não encontrado');
  const note = context.ledger.notes.get(noteKey(token, decodeURIComponent(match[1]!)));
  if (!note) return error(404, 'nao_encontrado', 'Nota fiscal não encontrada');
  if (match[2])
    return method === 'POST'
      ? correct(context, note, request.rawBody)
      : error(404, 'nao_encontrado', 'Utilize o método POST.');
  if (method === 'GET') return ok(noteAnswer(note));
  if (method === 'DELETE') return cancel(context, note, request.rawBody);
  return error(404, 'nao_encontrado', 'Recurso não encontrado');
}

function issue(context: ApiContext, token: string, request: ApiRequest): Answer {
  const ref = request.query.get('ref') ?? '';
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(ref))
    return error(
      400,
      'requisicao_invalida',
      'Parâmetro "ref" não informado ou com caracteres especiais',
    );
  const json = parseJsonOrUndefined(request.rawBody);
  if (!json || typeof json !== 'object' || Array.isArray(json))
    return error(415, 'midia_invalida', 'O JSON enviado não pôde ser lido');
  const existing = context.ledger.notes.get(noteKey(token, ref));
  // "Referência": a ref is reused only after erro_autorizacao; otherwise the note stands.
  if (existing?.status === 'processando_autorizacao')
    return error(422, 'em_processamento', 'Nota fiscal já em processamento');
  if (existing && existing.status !== 'erro_autorizacao')
    return error(
      422,
      existing.status === 'cancelado' ? 'nfe_cancelada' : 'nfe_autorizada',
      'Nota fiscal já autorizada',
    );
  const errors = schemaErrors(json as Record<string, unknown>);
  if (errors.length)
    return error(
      422,
      'erro_validacao_schema',
      'Erro na validação do Schema XML, verifique o detalhamento dos erros',
      errors,
    );
  const note: LedgerNote = {
    token,
    ref,
    json: json as Record<string, unknown>,
    status: 'processando_autorizacao',
    attempts: (existing?.attempts ?? 0) + 1,
    corrections: [],
  };
  context.ledger.notes.set(noteKey(token, ref), note);
  context.queued(note);
  return ok(noteAnswer(note), 202);
}

function cancel(context: ApiContext, note: LedgerNote, rawBody: string): Answer {
  const body = parseJsonOrUndefined(rawBody) as { justificativa?: unknown } | undefined;
  const justification = typeof body?.justificativa === 'string' ? body.justificativa.trim() : '';
  if (!justification)
    return error(400, 'requisicao_invalida', 'Parâmetro "justificativa" não informado');
  if (justification.length < 15 || justification.length > 255)
    return error(
      400,
      'requisicao_invalida',
      'Parâmetro "justificativa" deve ter entre 15 e 255 caracteres',
    );
  if (note.status === 'cancelado') return error(400, 'nfe_cancelada', 'Nota fiscal já cancelada');
  if (note.status !== 'autorizado' || !note.authorized)
    return error(422, 'nfe_nao_autorizada', 'Nota fiscal não autorizada');
  const now = context.now();
  // SEFAZ: an NF-e is cancelled within 24 hours of its authorisation (rejection 501).
  if (!withinCancelWindow(note.authorized.authorizedAt, now))
    return ok({
      status: 'erro_cancelamento',
      status_sefaz: '501',
      mensagem_sefaz: 'Rejeição: Prazo de Cancelamento superior ao previsto na Legislação',
    });
  note.cancellation = {
    justification,
    at: now,
    protocol: nextProtocol(context.ledger, String(note.json.uf_emitente), now),
  };
  note.status = 'cancelado';
  const answer = noteAnswer(note) as Record<string, unknown>;
  return ok({
    status_sefaz: '135',
    mensagem_sefaz: 'Evento registrado e vinculado a NF-e',
    status: 'cancelado',
    caminho_xml_cancelamento: answer.caminho_xml_cancelamento,
  });
}

function correct(context: ApiContext, note: LedgerNote, rawBody: string): Answer {
  const body = parseJsonOrUndefined(rawBody) as { correcao?: unknown } | undefined;
  const text = typeof body?.correcao === 'string' ? body.correcao.trim() : '';
  if (!text) return error(400, 'requisicao_invalida', 'Parâmetro "correcao" não informado');
  if (text.length < 15 || text.length > 1000)
    return error(
      400,
      'requisicao_invalida',
      'Parâmetro "correcao" deve ter entre 15 e 1000 caracteres',
    );
  if (note.status !== 'autorizado' || !note.authorized)
    return error(422, 'nfe_nao_autorizada', 'Nota fiscal não autorizada');
  if (note.corrections.length >= MAX_CORRECTIONS)
    return ok({
      status: 'erro_autorizacao',
      status_sefaz: '594',
      mensagem_sefaz: 'Rejeição: O número de sequência do evento informado é maior que o permitido',
    });
  const now = context.now();
  const correction: Correction = {
    sequence: note.corrections.length + 1,
    text,
    at: now,
    protocol: nextProtocol(context.ledger, String(note.json.uf_emitente), now),
  };
  note.corrections.push(correction);
  const answer = noteAnswer(note) as Record<string, unknown>;
  return ok({
    status_sefaz: '135',
    mensagem_sefaz: 'Evento registrado e vinculado a NF-e',
    status: 'autorizado',
    caminho_xml_carta_correcao: answer.caminho_xml_carta_correcao,
    caminho_pdf_carta_correcao: answer.caminho_pdf_carta_correcao,
    numero_carta_correcao: correction.sequence,
  });
}

function createHook(context: ApiContext, token: string, rawBody: string): Answer {
  const body = (parseJsonOrUndefined(rawBody) ?? {}) as Record<string, unknown>;
  const event = String(body.event ?? '');
  if (!HOOK_EVENTS.includes(event))
    return error(400, 'requisicao_invalida', 'Parâmetro "event" deve ser um evento válido');
  const url = String(body.url ?? '');
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    return error(400, 'requisicao_invalida', `URL inválida: ${url}`);
  const cnpj = typeof body.cnpj === 'string' ? body.cnpj : undefined;
  const same = context.ledger.hooks.filter(
    (h) => h.token === token && h.event === event && h.cnpj === cnpj,
  );
  if (same.length >= 5)
    return error(
      400,
      'requisicao_invalida',
      'É permitido criar apenas 5 gatilhos por empresa para o mesmo evento',
    );
  const hook = {
    id: hookId(),
    token,
    ...(cnpj ? { cnpj } : {}),
    event,
    url,
    authorization: typeof body.authorization === 'string' ? body.authorization : null,
    authorization_header:
      typeof body.authorization_header === 'string' ? body.authorization_header : null,
  };
  context.ledger.hooks.push(hook);
  return ok(hookAnswer(hook));
}

function hookAnswer(hook: Ledger['hooks'][number]) {
  const { token: _token, ...answer } = hook;
  return answer;
}

function oneHook(context: ApiContext, token: string, method: string, id: string): Answer {
  const index = context.ledger.hooks.findIndex((hook) => hook.id === id && hook.token === token);
  if (index < 0) return error(404, 'nao_encontrado', 'Gatilho não encontrado');
  const hook = context.ledger.hooks[index]!;
  if (method === 'DELETE') {
    context.ledger.hooks.splice(index, 1);
    return ok({ ...hookAnswer(hook), deleted: true });
  }
  return ok(hookAnswer(hook));
}

function registerCompany(context: ApiContext, request: ApiRequest): Answer {
  if (!request.token || !context.ledger.accountTokens.has(request.token))
    return { status: 401, body: '' };
  const body = parseJsonOrUndefined(request.rawBody) as Record<string, unknown> | undefined;
  if (!body) return error(400, 'parametros_invalidos', 'Existe um problema no JSON recebido');
  const certificate =
    typeof body.arquivo_certificado_base64 === 'string' ? body.arquivo_certificado_base64 : '';
  const password = typeof body.senha_certificado === 'string' ? body.senha_certificado : '';
  // The loopback cannot open a PKCS#12: base64 of some length and a password stand for one.
  const problems = [];
  if (!/^[A-Za-z0-9+/]{16,}={0,2}$/.test(certificate) || !password)
    problems.push({
      codigo: 'erro_validacao',
      mensagem:
        'Arquivo certificado base64 Houve um erro ao instalar o certificado, verifique se a senha está correto e o arquivo está no formato PFX ou P12 codificado em base64',
      campo: 'arquivo_certificado_base64',
    });
  if (!/^\d{14}$/.test(String(body.cnpj ?? '')))
    problems.push({ codigo: 'erro_validacao', mensagem: 'Cnpj não é válido', campo: 'cnpj' });
  if (problems.length) return error(422, 'erro_validacao', 'Erro de validação', problems);
  const tokens = { token_producao: companyToken(), token_homologacao: companyToken() };
  context.ledger.tokens.add(tokens.token_producao);
  context.ledger.tokens.add(tokens.token_homologacao);
  const id = String(context.ledger.companies.size + 1);
  const { arquivo_certificado_base64: _file, senha_certificado: _password, ...company } = body;
  context.ledger.companies.set(id, company);
  return ok({ id, ...company, habilita_nfe: true, ...tokens });
}

/** The notes' files: the nfeProc, the DANFE, the events' XML and the CC-e's PDF. */
async function file(context: ApiContext, path: string): Promise<Answer> {
  const notes = [...context.ledger.notes.values()].filter((note) => note.authorized);
  const named = /\/(\d{44})(-nfe\.xml|\.pdf|-can\.xml|-cce-(\d{2})\.xml)$/.exec(path);
  const cce = /^\/notas_fiscais\/NFe(\d{44})\/cartas_correcao\/(\d+)\.pdf$/.exec(path);
  const key = named?.[1] ?? cce?.[1];
  const note = notes.find((candidate) => candidate.authorized!.key === key);
  if (!note?.authorized) return error(404, 'nao_encontrado', 'Arquivo não encontrado');
  const { authorized } = note;
  const event = {
    key: authorized.key,
    cnpj: String(note.json.cnpj_emitente),
    homologation: authorized.homologation,
  };
  const xml = (body: string): Answer => ({
    status: 200,
    body,
    type: 'application/xml; charset=utf-8',
  });
  if (named?.[2] === '-nfe.xml') return xml(nfeProcXml(authorized));
  if (named?.[2] === '.pdf')
    return { status: 200, body: await danfePdf(authorized), type: 'application/pdf' };
  if (named?.[2] === '-can.xml' && note.cancellation)
    return xml(
      eventXml({
        ...event,
        type: '110111',
        sequence: 1,
        text: note.cancellation.justification,
        protocol: note.cancellation.protocol,
        noteProtocol: authorized.protocol,
        at: note.cancellation.at,
      }),
    );
  const sequence = Number(named?.[3] ?? cce?.[2]);
  const correction = note.corrections.find((candidate) => candidate.sequence === sequence);
  if (!correction) return error(404, 'nao_encontrado', 'Arquivo não encontrado');
  if (named)
    return xml(
      eventXml({
        ...event,
        type: '110110',
        sequence,
        text: correction.text,
        protocol: correction.protocol,
        at: correction.at,
      }),
    );
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  pdf.setSubject(authorized.key);
  page.drawText(`Carta de Correção ${sequence} - NF-e ${authorized.key}`, {
    x: 40,
    y: 780,
    size: 10,
    font,
  });
  page.drawText(correction.text.slice(0, 110).replace(/[^\u0020-\u007E\u00A0-\u00FF]/g, '?'), {
    x: 40,
    y: 760,
    size: 9,
    font,
  });
  return { status: 200, body: await pdf.save(), type: 'application/pdf' };
}
