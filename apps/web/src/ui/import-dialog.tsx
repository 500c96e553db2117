import { useState, type DragEvent } from 'react';
import { Alert, Button, FileInput, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { Endpoint, ImportField, ImportPreview, ImportResult } from '@vedann/contracts';
import { apiSend, errorMessage } from '../lib/api';
import { useSpreadsheetsT } from './spreadsheets-i18n';
import { ImportPreviewView, ImportResultView } from './import-views';

/** A list's import: its two calls (contracts `importEndpoints`) and the fields it takes. */
export interface ImportSetup {
  endpoints: { preview: Endpoint; commit: Endpoint };
  fields: readonly ImportField[];
}

type Step =
  | { name: 'choose' }
  | { name: 'checking' }
  | { name: 'preview'; preview: ImportPreview }
  | { name: 'saving'; preview: ImportPreview }
  | { name: 'done'; result: ImportResult };

const formOf = (file: File, mapping?: readonly string[]) => {
  const form = new FormData();
  if (mapping) form.append('mapping', JSON.stringify(mapping));
  form.append('file', file);
  return form;
};

/** Where the list's own answers are kept: the import path without its last part. */
const listPathOf = (commitPath: string) => commitPath.replace(/\/import$/, '');

/** What the file chooser offers: CSV text or an Excel workbook (the server reads either). */
const IMPORT_ACCEPT =
  '.csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The shared import (issue 32 item 5): an Import button opening a dialog where a CSV file or an
 * Excel workbook is
 * chosen or dropped, checked by the server (nothing saved), shown as its columns with the field
 * each fills (changeable) and every row that would be refused with its line and reason; Confirm
 * saves the valid rows at once and answers how many were added and refused, with the refused
 * rows to download.
 */
export function ImportButton(props: ImportSetup & { listName: string }) {
  const t = useSpreadsheetsT();
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<string[] | undefined>(undefined);
  const [step, setStep] = useState<Step>({ name: 'choose' });
  const [failure, setFailure] = useState<unknown>(null);

  const check = async (chosen: File, chosenMapping?: string[]) => {
    const previous = step;
    setFailure(null);
    setStep({ name: 'checking' });
    try {
      const preview = await apiSend<ImportPreview>(
        'POST',
        props.endpoints.preview.path,
        formOf(chosen, chosenMapping),
      );
      setMapping(preview.mapping);
      setStep({ name: 'preview', preview });
    } catch (error) {
      setFailure(error);
      setStep(previous.name === 'preview' ? previous : { name: 'choose' });
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setMapping(undefined);
    if (chosen) void check(chosen);
    else setStep({ name: 'choose' });
  };

  const remap = (column: number, key: string) => {
    if (!file || !mapping) return;
    // A field goes to one column: choosing it here frees it elsewhere.
    const next = mapping.map((chosen, i) =>
      i === column ? key : key !== '' && chosen === key ? '' : chosen,
    );
    setMapping(next);
    void check(file, next);
  };

  const confirm = async (preview: ImportPreview) => {
    if (!file) return;
    setFailure(null);
    setStep({ name: 'saving', preview });
    try {
      const result = await apiSend<ImportResult>(
        'POST',
        props.endpoints.commit.path,
        formOf(file, mapping),
      );
      setStep({ name: 'done', result });
      await queryClient.invalidateQueries({
        queryKey: [listPathOf(props.endpoints.commit.path)],
      });
    } catch (error) {
      setFailure(error);
      setStep({ name: 'preview', preview });
    }
  };

  const reset = () => {
    setFile(null);
    setMapping(undefined);
    setFailure(null);
    setStep({ name: 'choose' });
  };

  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    const dropped = event.dataTransfer.files[0];
    if (dropped) choose(dropped);
  };

  const title = t('importTitle', { list: props.listName });
  return (
    <>
      <Button variant="default" size="xs" onClick={() => setOpened(true)}>
        {t('import')}
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
          reset();
        }}
        title={title}
        size="xl"
        fullScreen={typeof window !== 'undefined' && window.innerWidth < 576}
      >
        <Stack gap="md" onDragOver={(event) => event.preventDefault()} onDrop={drop}>
          {step.name !== 'done' && (
            <FileInput
              label={t('file')}
              description={t('fileHint')}
              placeholder={t('drop')}
              accept={IMPORT_ACCEPT}
              value={file}
              onChange={choose}
              clearable
              disabled={step.name === 'checking' || step.name === 'saving'}
            />
          )}
          {failure !== null && (
            <Alert color="red" role="alert">
              {errorMessage(failure, t('importFailed'))}
            </Alert>
          )}
          {step.name === 'checking' && <Working label={t('checking')} />}
          {step.name === 'saving' && <Working label={t('saving', { count: step.preview.valid })} />}
          {step.name === 'preview' && mapping && (
            <>
              <ImportPreviewView
                preview={step.preview}
                mapping={mapping}
                fields={props.fields}
                onMap={remap}
              />
              <Group justify="flex-end">
                <Button
                  disabled={step.preview.valid === 0}
                  onClick={() => void confirm(step.preview)}
                >
                  {t('confirm', { count: step.preview.valid })}
                </Button>
              </Group>
            </>
          )}
          {step.name === 'done' && (
            <ImportResultView result={step.result} listName={props.listName} onAgain={reset} />
          )}
        </Stack>
      </Modal>
    </>
  );
}

/** Long work under way: an animated bar with what is being done. */
function Working({ label }: { label: string }) {
  return (
    <Stack gap={4}>
      <Text size="sm" role="status">
        {label}
      </Text>
      <Progress value={100} animated striped aria-label={label} />
    </Stack>
  );
}
