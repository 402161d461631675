// Pulse inspector page. Every value from the server is put into the page with textContent
// (never innerHTML), so component data can never become markup or script.
'use strict';

const PAGE_SIZE = 25;
const COLORS = ['#ffffff', '#ffb454', '#7cc4ff', '#9be9a8', '#ff8080', '#d7a6ff', '#f2dc8c', '#6ee7d8',
  '#ff9ecf', '#b8c4d6', '#c3e88d', '#f78c6c'];
const state = { query: '', page: 0, total: 0, selected: null, rows: [] };

const $ = (id) => document.getElementById(id);

function el(tag, text, className) {
  const e = document.createElement(tag);
  if (text !== undefined && text !== null) {
    e.textContent = String(text);
  }
  if (className) {
    e.className = className;
  }
  return e;
}

function replaceRows(tbody, rows) {
  tbody.replaceChildren(...rows);
}

async function getJson(url) {
  const response = await fetch(url, { cache: 'no-store' });
  let body;
  try {
    body = await response.json();
  } catch (e) {
    body = { error: 'HTTP ' + response.status };
  }
  if (!response.ok) {
    throw new Error(body.error || 'HTTP ' + response.status);
  }
  return body;
}

function setStatus(kind, text) {
  const s = $('status');
  s.className = 'status ' + kind;
  s.textContent = text;
}

function micros(nanos) {
  return (nanos / 1000).toFixed(1);
}

function duration(nanos) {
  return nanos < 1e6 ? Math.round(nanos / 1000) + ' µs' : (nanos / 1e6).toFixed(1) + ' ms';
}

// ---- overview: counts, chart, systems, phases -------------------------------------------

async function pollOverview() {
  try {
    const o = await getJson('/api/overview');
    renderOverview(o);
    if (o.ageMillis > 2000) {
      setStatus('waiting', 'paused? last frame ' + Math.round(o.ageMillis / 1000) + ' s ago');
    } else {
      setStatus('live', 'live');
    }
  } catch (e) {
    setStatus('error', e.message);
  } finally {
    setTimeout(pollOverview, 500);
  }
}

function renderOverview(o) {
  $('entity-count').textContent = String(o.entities);
  $('frame').textContent = String(o.frame);
  $('inspector-cost').textContent = 'avg ' + duration(o.inspector.averageNanos) + ' · max '
    + duration(o.inspector.recentMaxNanos);
  replaceRows($('type-rows'), o.types.map((t) => {
    const tr = el('tr');
    const name = el('td', t.simpleName + (t.tag ? ' (tag)' : ''));
    name.title = t.name;
    tr.append(name, el('td', t.count, 'num'));
    return tr;
  }));
  if (!o.scheduler) {
    replaceRows($('system-rows'), [rowOf(el('td', 'No scheduler attached to the inspector.', 'note'))]);
  } else {
    replaceRows($('system-rows'), o.systems.map((s) => {
      const tr = el('tr');
      tr.append(el('td', s.phase), el('td', s.name), el('td', s.enabled ? 'yes' : 'no', s.enabled ? '' : 'off'),
        el('td', s.calls, 'num'), el('td', micros(s.lastNanos), 'num'), el('td', micros(s.averageNanos), 'num'),
        el('td', micros(s.maxNanos), 'num'));
      return tr;
    }));
  }
  const phases = $('phases');
  const parts = [];
  if (o.executionMode) {
    parts.push(el('div', 'execution: ' + o.executionMode, 'note'));
  }
  for (const p of o.phases) {
    parts.push(el('div', p.name + (p.stepping === 'FIXED' ? ' (fixed step)' : ''), 'phase-name'));
    const list = el('ol', null, 'order');
    for (const name of p.systems) {
      list.append(el('li', name));
    }
    if (p.systems.length === 0) {
      list.append(el('li', '(no systems)', 'note'));
    }
    parts.push(list);
  }
  phases.replaceChildren(...parts);
  drawChart(o.history);
}

function rowOf(cell) {
  const tr = el('tr');
  cell.colSpan = 7;
  tr.append(cell);
  return tr;
}

function drawChart(history) {
  const canvas = $('chart');
  const g = canvas.getContext('2d');
  const w = canvas.width;
  const h = canvas.height;
  const pad = { left: 56, right: 10, top: 10, bottom: 22 };
  g.clearRect(0, 0, w, h);
  const series = [{ name: 'entities', values: history.entities }]
    .concat(history.types.map((t) => ({ name: t.simpleName, values: t.counts })));
  let max = 1;
  for (const s of series) {
    for (const v of s.values) {
      if (v !== null && v > max) {
        max = v;
      }
    }
  }
  const span = 30;
  const x = (sec) => pad.left + (w - pad.left - pad.right) * (1 + Math.max(sec, -span) / span);
  const y = (v) => h - pad.bottom - (h - pad.top - pad.bottom) * v / max;
  g.strokeStyle = '#2c313c';
  g.fillStyle = '#8a94a6';
  g.font = '11px sans-serif';
  for (let i = 0; i <= 4; i++) {
    const v = max * i / 4;
    g.beginPath();
    g.moveTo(pad.left, y(v));
    g.lineTo(w - pad.right, y(v));
    g.stroke();
    g.fillText(String(Math.round(v)), 6, y(v) + 4);
  }
  for (let sec = -30; sec <= 0; sec += 10) {
    g.fillText(sec + ' s', x(sec) - 10, h - 6);
  }
  const legend = [];
  series.forEach((s, i) => {
    const color = COLORS[i % COLORS.length];
    g.strokeStyle = color;
    g.lineWidth = i === 0 ? 2.5 : 1.5;
    g.beginPath();
    let drawing = false;
    s.values.forEach((v, k) => {
      if (v === null) {
        drawing = false;
        return;
      }
      const px = x(history.seconds[k]);
      const py = y(v);
      if (drawing) {
        g.lineTo(px, py);
      } else {
        g.moveTo(px, py);
        drawing = true;
      }
    });
    g.stroke();
    const item = el('span');
    const swatch = el('span', null, 'swatch');
    swatch.style.background = color;
    item.append(swatch, document.createTextNode(s.name + ' ' + (s.values[s.values.length - 1] ?? '–')));
    legend.push(item);
  });
  g.lineWidth = 1;
  $('legend').replaceChildren(...legend);
}

// ---- entity list --------------------------------------------------------------------------

let listTimer = null;

async function pollEntities() {
  clearTimeout(listTimer);
  const asked = { query: state.query, page: state.page };
  try {
    const url = '/api/entities?q=' + encodeURIComponent(asked.query) + '&page=' + asked.page + '&size=' + PAGE_SIZE;
    const list = await getJson(url);
    if (asked.query === state.query && asked.page === state.page) {
      renderEntities(list);
    }
  } catch (e) {
    replaceRows($('entity-rows'), [messageRow(e.message)]);
  } finally {
    listTimer = setTimeout(pollEntities, 1000);
  }
}

function messageRow(text) {
  const tr = el('tr');
  const td = el('td', text, 'note');
  td.colSpan = 2;
  tr.append(td);
  return tr;
}

function renderEntities(list) {
  state.total = list.total;
  const pages = Math.max(1, Math.ceil(list.total / PAGE_SIZE));
  if (state.page >= pages) {
    state.page = pages - 1;
  }
  $('page-info').textContent = 'page ' + (list.page + 1) + ' of ' + pages + ' · ' + list.total + ' entities';
  $('prev').disabled = state.page === 0;
  $('next').disabled = state.page >= pages - 1;
  if (list.entities.length === 0) {
    replaceRows($('entity-rows'), [messageRow(list.total === 0 ? 'No entity matches.' : 'No entities on this page.')]);
    return;
  }
  replaceRows($('entity-rows'), list.entities.map((e) => {
    const tr = el('tr');
    tr.dataset.id = e.id;
    if (e.id === state.selected) {
      tr.className = 'selected';
    }
    tr.append(el('td', e.label, 'entity-label'), el('td', e.components.join(', ')));
    tr.addEventListener('click', () => select(e.id));
    return tr;
  }));
}

// ---- one entity ---------------------------------------------------------------------------

let detailTimer = null;

function select(id) {
  state.selected = id;
  for (const tr of $('entity-rows').children) {
    tr.classList.toggle('selected', tr.dataset.id === id);
  }
  pollDetail();
}

async function pollDetail() {
  clearTimeout(detailTimer);
  const id = state.selected;
  if (id === null) {
    return;
  }
  try {
    const entity = await getJson('/api/entity?id=' + encodeURIComponent(id));
    if (id === state.selected) {
      renderDetail(entity);
    }
  } catch (e) {
    $('detail-body').replaceChildren(el('p', e.message, 'note'));
  } finally {
    if (id === state.selected) {
      detailTimer = setTimeout(pollDetail, 500);
    }
  }
}

function renderDetail(entity) {
  $('detail-title').textContent = 'Entity ' + entity.label;
  const body = [];
  if (!entity.alive) {
    body.push(el('p', 'Despawned: this handle is stale; its slot may hold a newer entity.', 'note'));
    $('detail-body').replaceChildren(...body);
    return;
  }
  if (entity.components.length === 0) {
    body.push(el('p', 'No components.', 'note'));
  }
  for (const c of entity.components) {
    const box = el('div', null, 'component');
    const title = el('h3', c.simpleName, 'component-name');
    title.title = c.type;
    box.append(title);
    if (c.error) {
      box.append(el('p', c.error, 'error'));
    }
    if (c.unreadable) {
      box.append(el('p', c.unreadable, 'note'), el('div', c.text, 'value component-text'));
    } else if (c.fields.length === 0) {
      box.append(el('p', 'a tag: no fields', 'note'));
    } else {
      const table = el('table');
      for (const f of c.fields) {
        const tr = el('tr');
        const value = el('td', null, 'value field-value');
        if (f.entity) {
          const link = el('button', f.entity.label + (f.entity.alive ? '' : ' (stale)'), 'link');
          link.type = 'button';
          link.addEventListener('click', () => select(f.entity.id));
          value.append(link);
        } else if (f.error) {
          value.textContent = f.error;
          value.classList.add('error');
        } else {
          value.textContent = f.value;
        }
        tr.append(el('td', f.name, 'field-name'), el('td', f.type, 'field-type'), value);
        table.append(tr);
      }
      box.append(table);
    }
    body.push(box);
  }
  $('detail-body').replaceChildren(...body);
}

// ---- wiring -------------------------------------------------------------------------------

function init() {
  let searchTimer = null;
  $('search').addEventListener('input', () => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => {
      state.query = $('search').value;
      state.page = 0;
      pollEntities();
    }, 200);
  });
  $('prev').addEventListener('click', () => {
    if (state.page > 0) {
      state.page--;
      pollEntities();
    }
  });
  $('next').addEventListener('click', () => {
    state.page++;
    pollEntities();
  });
  pollOverview();
  pollEntities();
}

document.addEventListener('DOMContentLoaded', init);
