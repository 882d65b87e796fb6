import {
  CALLS_PT,
  GUARDS_PT,
  MACHINES_PT,
  SEVERITIES_PT,
  USER_EVENTS_PT,
  isKeyOf,
} from '../../content/labels-pt.ts';
import type {
  DONE_ACTOR_PREFIX as MachinesDonePrefix,
  ERROR_ACTOR_PREFIX as MachinesErrorPrefix,
} from '../../machines/shared/vocabulary.ts';

// content/ imports only types from machines/: the literals are typed by the machines' constants,
// so the compiler names these lines if xstate's prefixes change there.
const DONE_ACTOR_PREFIX: typeof MachinesDonePrefix = 'xstate.done.actor.';
const ERROR_ACTOR_PREFIX: typeof MachinesErrorPrefix = 'xstate.error.actor.';

/**
 * Every text of the analysts' state-chart inspector, in Brazilian Portuguese, like the QA documents
 * (docs/paths/) and the portal. None of these is in the spec: all are invented for the inspector.
 * Machines, calls, customers' events, guards, actions and severities are named by the one label set
 * (`labels-pt.ts`), like the QA documents. Server statuses are named in words (`STATUSES_PT`,
 * invented too), with the API's code beside them where QA needs it.
 */

/**
 * The API's statuses in the analysts' words (invented: the spec names them only in code). Keyed
 * by every status the machines handle, and the fallback's.
 */
export const STATUSES_PT: Readonly<Record<string, string>> = {
  SUCCESS: 'deu certo',
  CLIENT_NOT_FOUND: 'cliente não encontrado',
  INCORRECT_CAPTCHA_RESPONSE: 'captcha recusado',
  INSUFFICIENT_CLIENT_DATA: 'dados do cliente insuficientes',
  INVALID_CLIENT_STATUS: 'situação do cliente não permite',
  TOKEN_ERROR: 'token inválido ou vencido',
  INCORRECT_ANSWER: 'resposta errada',
  EMAIL_ALREADY_IN_USE: 'e-mail já em uso',
  USER_ALREADY_EXISTS: 'usuário já existe',
  UNEXPECTED_STATUS: 'status inesperado',
  // The client statuses INVALID_CLIENT_STATUS names.
  REGISTERED: 'já cadastrado',
  BLOCKED: 'bloqueado',
};

/** A status in words: 'cliente não encontrado'; a code with no words stays as it is. */
export function statusWords(code: string): string {
  return STATUSES_PT[code] ?? code;
}

/** A status in words with its code, for QA: 'cliente não encontrado (CLIENT_NOT_FOUND)'. */
export function statusWithCode(code: string): string {
  const words = STATUSES_PT[code];
  return words === undefined ? code : `${words} (${code})`;
}

/** What the texts need to know of a transition (structurally a machine-graph GraphTransition). */
export interface TransitionFacts {
  eventType: string;
  trigger: 'user' | 'done' | 'error' | 'always' | 'delay' | 'other';
  actor: string | undefined;
  guard: string | undefined;
  statuses: readonly string[];
  clientStatus: string | undefined;
  otherwise: boolean;
}

export const inspectorTexts = {
  title: 'Inspetor de máquinas de estado',
  intro:
    'As máquinas do cadastro, desenhadas a partir das suas definições. Sem internet: o modo ao vivo acompanha abas do portal neste navegador e, em desenvolvimento (npm start), sessões em outros aparelhos pelo relay local.',
  machines: {
    heading: 'Máquinas',
    live: 'ao vivo',
    brands: 'marcas: {brands}',
  },
  machineTitles: MACHINES_PT,
  legend: {
    heading: 'Legenda',
    active: 'estado atual',
    initial: 'aponta o estado inicial',
    final: 'estado final',
    taken: 'transição recém-percorrida',
    available: 'pode ser clicada (simulação)',
    covered: 'coberta pelos caminhos de QA',
    uncovered: 'não coberta',
    heat: 'calor: quantos caminhos de QA passam pela transição (cor, espessura e número)',
    heatScale: '{min} caminho(s) → {max} caminhos',
    heatLeast: 'a menos percorrida: {count} caminho(s)',
    heatMost: 'a mais percorrida: {count} caminhos',
    trafficTaken: 'percorrida por clientes e coberta por QA (número: vezes na janela)',
    trafficUntested: 'percorrida por clientes, mas nenhum caminho de QA a cobre',
    trafficUnused: 'coberta por QA, mas nenhum cliente a percorreu na janela',
    trafficScale: '{min} → {max} vezes na janela',
    hint: 'Os rótulos dizem evento [condição]: a resposta de uma chamada com o status do servidor, ou uma guarda.',
  },
  chart: {
    highlight: 'Destacar',
    modes: { live: 'Portal ao vivo', simulate: 'Simulação' },
    state: 'Estado: {state}',
    noState: 'Nenhum estado para mostrar',
    wait: 'Desenhando o gráfico…',
    final: 'final',
    now: 'agora',
    finalState: 'estado final',
    initialState: 'estado inicial',
    initialOf: 'estado inicial: {state}',
    calls: 'chama {call}',
    onEntry: 'ao entrar {actions}',
    entry: 'ao entrar {actions}',
    colour: 'Cor das transições',
    colours: {
      coverage: 'Cobertura',
      heat: 'Calor (caminhos)',
      traffic: 'Tráfego real',
      none: 'Nenhuma',
    },
    unfold: '▸ abrir ({count} estados)',
    fold: '▾ fechar',
    unfoldLabel: 'Abrir a etapa {step}',
    foldLabel: 'Fechar a etapa {step}',
    openAll: 'Abrir todas as etapas',
    closeAll: 'Fechar as etapas',
    steps: 'Etapas',
    label: 'Gráfico da máquina {machine}',
    code: 'nome no código: {code}',
    controls: {
      group: 'Controles do gráfico',
      zoomIn: 'Aproximar',
      zoomOut: 'Afastar',
      fitView: 'Ajustar à tela',
      interactive: 'Travar o gráfico',
      node: 'Estado; clique para ver os detalhes',
      edge: 'Transição',
    },
    credit: 'Desenhado com React Flow e ELK.',
  },
  share: {
    heading: 'Compartilhar e exportar',
    copy: 'Copiar link',
    copied: 'Link copiado: abre esta mesma visão.',
    copyFailed: 'Não foi possível copiar: copie o endereço da barra do navegador.',
    svg: 'Baixar SVG',
    png: 'Baixar PNG',
    hint: 'O endereço guarda a máquina, o modo, a transição selecionada e o caminho simulado.',
  },
  live: {
    heading: 'Portal ao vivo',
    none: 'Nenhuma tela de cadastro aberta. Abra o portal em outra aba deste navegador, ou em outro aparelho com npm start: esta página acompanha.',
    following: 'Acompanhando {machine} (sessão {session}): {state}',
    elsewhere: '{count} tela(s) de cadastro aberta(s) em outras máquinas: {machines}.',
    follow: 'Mostrar a máquina que o portal executa',
    relay: {
      connected: 'Relay local conectado: sessões de outros aparelhos aparecem aqui.',
      off: 'Sem relay local (só em npm start): acompanha apenas abas deste navegador.',
    },
    log: 'Registro de eventos',
    logLabel: 'Registro de eventos ao vivo',
    noEvent: 'Nenhum evento ainda.',
    columns: { time: 'Hora', event: 'Evento', fromTo: 'De → para' },
    alreadyOpen: '(já aberta)',
    session: 'sessão {session}',
    csv: 'Exportar CSV',
    csvHeader: [
      'hora (UTC)',
      'máquina',
      'sessão',
      'evento',
      'de',
      'para',
      'id da máquina',
      'código do evento',
      'id de',
      'id para',
    ],
  },
  simulation: {
    heading: 'Simulação',
    intro:
      'Uma cópia local de {machine}: nenhuma chamada roda, nada vai para a rede. Clique num evento aqui ou num rótulo azul do gráfico.',
    state: 'Estado:',
    final: ' (final)',
    back: 'Voltar',
    restart: 'Recomeçar',
    available: 'Eventos possíveis',
    none: 'Nenhum: estado final.',
    stays: 'fica',
    steps: 'Passos',
    noSteps: 'Nenhum ainda.',
    ignored: ' (ignorado: uma guarda recusou)',
  },
  coverage: {
    heading: 'Cobertura dos testes',
    summary: 'Estados {states} · transições {transitions} · {paths} caminhos',
    unreadable:
      'Cobertura desconhecida: docs/paths/coverage.json tem um formato diferente do esperado.',
    missing:
      'Cobertura desconhecida: docs/paths/coverage.json não existia quando o inspetor foi gerado (npm run paths o escreve).',
    notListed: 'Cobertura desconhecida: docs/paths/coverage.json não lista {machine}.',
    mark: 'Marcar transições cobertas e não cobertas',
    stale:
      'O relatório cita {count} transição(ões) que esta máquina não tem: ele é mais antigo que a máquina (rode npm run paths).',
    uncovered: 'Não cobertas ({count})',
    allCovered: 'Todas as transições estão cobertas.',
  },
  traffic: {
    heading: 'Tráfego real',
    window: 'Janela',
    windows: {
      hora: 'Última hora',
      dia: 'Último dia',
      semana: 'Últimos 7 dias',
      mes: 'Últimos 30 dias',
    },
    brand: 'Marca',
    allBrands: 'Todas as marcas',
    loading: 'Lendo as contagens…',
    failed: 'Não foi possível ler as contagens. {reason}',
    errors: {
      collectorStatus:
        'O coletor respondeu HTTP {status} em {url}. Com npm start o coletor embutido responde ali; num servidor sem coletor, ponha ao lado da página um traffic-config.json com {"prometheusUrl": "/prometheus"} e encaminhe esse caminho ao Prometheus (docs/analytics.md).',
      prometheusStatus:
        'O Prometheus respondeu HTTP {status} em {url}. Confira o prometheusUrl de traffic-config.json e o encaminhamento desse caminho ao Prometheus (docs/analytics.md).',
      prometheusRefused:
        'O Prometheus recusou a consulta ({reason}). Avise quem mantém o inspetor.',
      unreachable:
        'Sem resposta de {url} (rede fora, endereço errado ou bloqueado pela política de segurança da página). Confira a rede e o prometheusUrl de traffic-config.json (docs/analytics.md).',
    },
    fromCollector:
      'Contagens do coletor embutido (npm start): tudo desde que o servidor começou, a janela não se aplica.',
    fromPrometheus: 'Contagens do Prometheus ({url}).',
    funnel: 'Funil: {machine}, {brand}',
    columns: {
      step: 'Etapa',
      entered: 'Entraram',
      wentOn: 'Seguiram',
      finished: 'Concluíram',
      blocked: 'Bloqueados',
      left: 'Saíram',
      answers: 'Respostas do servidor',
    },
    noStatus: 'nenhuma',
    conversion: 'Conversão da primeira etapa até {step}: {value}',
    noConversion: 'Conversão: sem início na janela.',
    csv: 'Baixar o funil (CSV)',
    table:
      'Funil por etapa: entraram, seguiram para outra etapa, concluíram o cadastro, foram bloqueados, saíram, e as respostas do servidor',
  },
  transition: {
    heading: 'Transição',
    rows: {
      from: 'De',
      event: 'Evento',
      meaning: 'O que acontece',
      condition: 'Condição',
      statuses: 'Status',
      to: 'Para',
      messages: 'Mensagens',
      actions: 'Ações',
      coverage: 'Cobertura',
      paths: 'Caminhos de QA',
    },
    stays: 'fica',
    covered: 'coberta',
    notCovered: 'não coberta',
    unknown: 'desconhecida',
  },
  stateDetails: {
    heading: 'Estado',
    id: 'Id',
    kind: 'Tipo',
    kinds: {
      atomic: 'simples',
      compound: 'composto',
      parallel: 'paralelo',
      final: 'final',
      history: 'histórico',
    },
    calls: 'Chamadas',
    entry: 'Ao entrar',
    leaving: 'Transições que saem',
  },
  severities: SEVERITIES_PT,
  details: 'Detalhes',
} as const;

export function callName(actor: string | undefined): string {
  if (actor === undefined) return 'chamada';
  return isKeyOf(CALLS_PT, actor) ? CALLS_PT[actor].name : `chamada ${actor}`;
}

/** A guard as a graph describes it (`hasStatus(SUCCESS)`), in Portuguese beside it. */
function guardName(guard: string): string {
  const name = guard.split('(')[0] ?? guard;
  return isKeyOf(GUARDS_PT, name) ? `${GUARDS_PT[name]} (${guard})` : guard;
}

/** A machine by its id (a plain string where it comes from a live session or a link). */
export function machineTitle(machineId: string): string {
  return isKeyOf(MACHINES_PT, machineId) ? MACHINES_PT[machineId] : machineId;
}

/** A message's severity as a graph reads it (any string), in Portuguese. */
export function severityName(severity: string): string {
  return isKeyOf(SEVERITIES_PT, severity) ? SEVERITIES_PT[severity] : severity;
}

/** A customer's event, in Portuguese. */
function userEventName(eventType: string): string | undefined {
  return isKeyOf(USER_EVENTS_PT, eventType) ? USER_EVENTS_PT[eventType] : undefined;
}

/** What happens, in a sentence: "o cliente envia o CPF", "servidor responde à consulta do CPF". */
export function eventDescription(eventType: string, actor?: string): string {
  if (eventType === 'xstate.init') return 'a tela abriu';
  if (eventType.startsWith(DONE_ACTOR_PREFIX)) {
    return `${callName(actor ?? eventType.slice(DONE_ACTOR_PREFIX.length))} respondeu`;
  }
  if (eventType.startsWith(ERROR_ACTOR_PREFIX)) {
    return `${callName(actor ?? eventType.slice(ERROR_ACTOR_PREFIX.length))} falhou`;
  }
  if (eventType === 'always') return 'segue sozinha, sem evento';
  if (eventType.startsWith('xstate.after.')) return 'passou o tempo de espera';
  const user = userEventName(eventType);
  return user === undefined ? eventType : `o cliente ${user}`;
}

function conditionShort(transition: TransitionFacts): string | undefined {
  const [status] = transition.statuses;
  if (status !== undefined && (transition.trigger === 'done' || transition.trigger === 'error')) {
    if (!transition.otherwise) {
      // Words only on the chart (room is short); the codes are in the transition's details.
      return [status, transition.clientStatus]
        .filter((code): code is string => code !== undefined)
        .map(statusWords)
        .join(', ');
    }
  }
  // A guard in the analysts' words; its code name is in the transition's details.
  if (transition.guard !== undefined) {
    return isKeyOf(GUARDS_PT, transition.guard) ? GUARDS_PT[transition.guard] : transition.guard;
  }
  return transition.otherwise ? 'senão' : undefined;
}

/** The chart's label: the event in Portuguese, then the condition in brackets. */
export function transitionLabel(transition: TransitionFacts): string {
  const condition = conditionShort(transition);
  const bracket = condition === undefined ? '' : ` [${condition}]`;
  switch (transition.trigger) {
    case 'done':
      return `${callName(transition.actor)} responde${bracket}`;
    case 'error':
      return `${callName(transition.actor)} falha${bracket}`;
    case 'always':
      return `automática${bracket}`;
    default:
      return `${eventDescription(transition.eventType)}${bracket}`;
  }
}

/** When a transition is taken, in words. */
export function conditionDescription(transition: TransitionFacts): string {
  const { trigger, statuses, clientStatus, otherwise, guard } = transition;
  const [status] = statuses;
  if (otherwise) {
    if (trigger !== 'done') return 'qualquer outra falha (rede, tempo esgotado, erro HTTP)';
    const left = statuses.length
      ? `${statuses.map(statusWithCode).join(', ')} não tratados acima, ou `
      : '';
    return `qualquer outra resposta: ${left}um status que nenhuma lista cita`;
  }
  if (trigger === 'done' && status !== undefined) {
    return clientStatus === undefined
      ? `status ${statusWithCode(status)}`
      : `status ${statusWithCode(status)} com situação do cliente ${statusWithCode(clientStatus)}`;
  }
  if (trigger === 'error' && status !== undefined) {
    return `erro HTTP cujo corpo diz ${statusWithCode(status)}`;
  }
  if (guard !== undefined) return `guarda: ${guardName(guard)}`;
  if (trigger === 'error') return 'a chamada falhou (rede, tempo esgotado, erro HTTP)';
  if (trigger === 'done') return 'a chamada deu certo';
  return 'nenhuma';
}
