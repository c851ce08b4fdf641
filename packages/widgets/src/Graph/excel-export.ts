import type { GraphDataRequest, GraphExcelExport, GraphResponse } from '@pulzus/core';

/** The `data` field of the xlsx export: the chart as drawn, its title and its request (spec 2 §7). */
export function excelExportData(title: string, data: GraphResponse, request: GraphDataRequest): string {
  const content: GraphExcelExport = {
    title,
    graph_data: data.graph_data,
    graph_meta: data.graph_meta,
    request,
  };
  return JSON.stringify(content);
}

/** Posts a form with the given fields to a URL in a new tab, as the browser downloads the xlsx (spec 2 §7). */
export function postDownloadForm(url: string, fields: Record<string, string>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
