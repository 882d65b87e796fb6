/**
 * Every word of the release note QA read (`npm run paths -- --diff <revisão>`, docs/qa-exports.md),
 * in Brazilian Portuguese. None of these is in the spec: all are invented for QA. States, events,
 * calls, guards and severities are named by the one label set (`labels-pt.ts`); statuses stay as
 * the API spells them. `{name}` placeholders are filled with `fill` (fill.ts).
 */
export const releaseNoteTexts = {
  title: 'Mudanças no cadastro: {from} → {to}',
  generatedBy: '<!-- Gerado por `npm run paths -- --diff {revision}` (scripts/paths/). -->',
  intro:
    'O que muda para quem se cadastra no portal entre a {from} e a {to}: as etapas e telas, as respostas do servidor que levam a cada uma e as mensagens que o cliente vê. Cada caminho é um caso de teste da exportação para QA (`npm run paths -- --format csv|gherkin`), com o mesmo ID enquanto fizer o mesmo: um caminho **alterado** tem as mesmas ações do cliente e respostas do servidor, mas leva a outra tela ou mostra outras mensagens; um caminho **novo** não podia acontecer antes; um caminho que **deixa de existir** não pode acontecer agora. Os números são os de `docs/paths/` (da revisão, para caminhos que deixam de existir); os códigos entre crases são para QA.',
  workingTree: 'versão atual (com o que ainda não foi registrado no git)',
  current: 'versão atual',
  revision: 'revisão {revision}',
  revisionAt: 'revisão {revision} ({object})',
  noChange: 'Nenhuma mudança: os estados, as transições e os caminhos são os mesmos.',
  columns: {
    machine: 'Fluxo',
    status: 'Situação',
    states: 'Estados',
    transitions: 'Transições',
    paths: 'Caminhos',
    cases: 'Casos de teste',
  },
  legend: 'Legenda: + novos, − removidos, ~ alterados.',
  statuses: {
    added: 'nova',
    removed: 'removida',
    changed: 'alterada',
    unchanged: 'sem mudanças',
  },
  machine: '{name} ({id})',
  renamedFrom: '(antes {id})',
  sections: {
    statesAdded: 'Estados novos',
    statesRemoved: 'Estados removidos',
    statesMoved: 'Estados que mudaram de lugar',
    transitionsAdded: 'Transições novas',
    transitionsRemoved: 'Transições removidas',
    transitionsChanged: 'Transições alteradas',
    pathsAdded: 'Caminhos novos',
    pathsChanged: 'Caminhos alterados',
    pathsRemoved: 'Caminhos que deixam de existir',
    casesAdded: 'Casos de teste novos',
    casesRetired: 'Casos de teste que saem',
  },
  /** Under "Casos de teste que saem": what QA do with their ids in TestRail or Xray. */
  casesRetiredNote:
    'Estes IDs não aparecem mais na exportação (`npm run paths -- --format csv|gherkin`): arquive-os na ferramenta de testes.',
  /** A case by its id and its number on that side. */
  caseRef: '`{id}` (caminho {number}): {title}',
  /** After a path's heading: the QA case it is. */
  sameCase: 'caso `{id}`, o mesmo de antes',
  otherCase: 'caso `{after}`, antes `{before}`',
  newCase: 'caso `{id}`',
  /** The states' table: the state in words, its id for QA. */
  stateColumns: { state: 'Estado', id: 'Código (QA)' },
  movedColumns: { state: 'Estado', before: 'Antes em', now: 'Agora em', id: 'Código (QA)' },
  /** A transition in a sentence: where it starts, what sets it off, where it goes. */
  transition: 'Em **{from}**, quando **{when}**, {goes}',
  goesTo: 'vai para **{to}**',
  stays: 'fica onde está',
  shows: ' e mostra {messages}',
  /** What changed in a transition, before and now. */
  change: '{what}: antes {before}; agora {after}',
  changes: {
    target: 'destino',
    guard: 'condição',
    messages: 'mensagens',
    severity: 'gravidade',
  },
  noMessage: 'nenhuma',
  stay: 'fica onde está',
  /** A message today's catalogue and the revision's do not have: its id and severity. */
  unknownMessage: 'mensagem `{id}` ({severity})',
  path: 'Caminho {number}',
  pathFrom: 'Caminho {number} {where}',
  pathOutside: 'Caminho fora dos gerados {where}',
  today: 'de hoje',
  at: 'em {revision}',
  step: 'Passo {number}:',
  before: 'antes: {text}',
  now: 'agora: {text}',
  didNotExist: '(não existia)',
  noLongerExists: '(não existe mais)',
} as const;
