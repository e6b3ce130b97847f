/**
 * uploadFile and uploadImg: antd Upload posting to `options.action` (or the form's uploadAction)
 * under `options.fileName`, with headers and the `data` JSON. The limit is applied when files are
 * picked (warning, extras dropped), as the original; uploadImg takes gif, jpeg and png only.
 */
import { InboxOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { UploadedFile, UploadFileOptions, UploadImgOptions } from '@siteguard/form-engine';
import { uploadLimit } from '@siteguard/form-engine';
import type { UploadFile, UploadProps } from 'antd';
import { App, Button, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { FieldAdapter, FieldAdapterProps } from '../runtime/adapters';
import { fill } from '../runtime/locale';
import { fitting, isAllowedImage, readExtraData, readFiles, readReply } from './uploadValue';
import { optionsOf } from './util';

type AnyUploadOptions = UploadFileOptions & Partial<UploadImgOptions>;

function toAntd(files: readonly UploadedFile[]): UploadFile[] {
  return files.map((file, i) => ({
    uid: String(file.uid ?? `${i}`),
    name: file.name ?? '',
    status: 'done',
    url: file.url,
  }));
}

function UploadControl({ control, value, onChange, disabled, env, path }: FieldAdapterProps) {
  const o = optionsOf<AnyUploadOptions>(control);
  const image = control.type === 'uploadImg';
  const limit = uploadLimit(control);
  const { message } = App.useApp();
  const [fileList, setFileList] = useState<UploadFile[]>(() => toAntd(readFiles(value)));
  // What this control last wrote: a different value came from setData or reset.
  const emitted = useRef<unknown>(value);
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value;
      setFileList(toAntd(readFiles(value)));
    }
  }, [value]);

  const emit = (list: UploadFile[]) => {
    const files: UploadedFile[] = list
      .filter((f) => f.status === 'done')
      .map((f) => {
        // antd tracks a file by its own uid; the value carries the server's fileId instead.
        const fileId = f.response === undefined ? undefined : readReply(f.response).fileId;
        const uid = fileId === undefined ? f.uid : fileId;
        return { type: image ? 'img' : 'file', name: f.name, status: 'done', uid, url: f.url };
      });
    emitted.current = files;
    onChange(files);
  };

  // One warning per pick, however many files it had too many.
  const warnedFor = useRef<unknown>(null);
  const beforeUpload: UploadProps['beforeUpload'] = (file, picked) => {
    if (image && !isAllowedImage(file.type)) {
      void message.warning(env.texts.uploadImageOnly);
      return Upload.LIST_IGNORE;
    }
    const index = picked.indexOf(file);
    if (index >= fitting(fileList.length, picked.length, limit)) {
      if (warnedFor.current !== picked) {
        warnedFor.current = picked;
        void message.warning(fill(env.texts.uploadLimit, { limit }));
      }
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const handleChange: UploadProps['onChange'] = ({ fileList: next }) => {
    const list = next.map((f) => {
      if (f.status !== 'done' || f.response === undefined || f.url !== undefined) return f;
      const reply = readReply(f.response);
      if (!reply.ok) {
        void message.error(reply.message ?? env.texts.uploadFailed);
        return { ...f, status: 'error' as const, response: undefined };
      }
      return { ...f, url: reply.url };
    });
    setFileList(list);
    if (list.every((f) => f.status !== 'uploading')) emit(list);
  };

  const onPreview: UploadProps['onPreview'] = (file) => {
    const way = o.downloadWay ?? 'a';
    if (way === 'dynamic') {
      const fn = env.dynamicData[o.dynamicFun ?? ''];
      if (typeof fn === 'function') fn(file);
      return;
    }
    if (!file.url) return;
    if (way === 'ajax') {
      // Fetched with the upload headers (a protected file route), then saved under its name.
      void fetch(file.url, { headers: { ...o.headers, ...env.uploadHeaders } })
        .then((answer) => answer.blob())
        .then((blob) => {
          const link = document.createElement('a');
          link.href = URL.createObjectURL(blob);
          link.download = file.name;
          link.click();
          URL.revokeObjectURL(link.href);
        });
      return;
    }
    window.open(file.url, '_blank', 'noopener');
  };

  const listType = image ? (o.listType ?? 'picture-card') : 'text';
  const props: UploadProps = {
    id: path,
    action: env.uploadAction ?? o.action,
    name: o.fileName || (image ? 'image' : 'file'),
    headers: { ...o.headers, ...env.uploadHeaders },
    data: readExtraData(o.data),
    multiple: o.multiple === true,
    accept: image ? 'image/gif,image/jpeg,image/png' : undefined,
    listType,
    fileList,
    beforeUpload,
    onChange: handleChange,
    onPreview,
    disabled,
  };
  const full = fileList.length >= limit;
  if (!image && o.drag) {
    return (
      <Upload.Dragger {...props}>
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{env.texts.uploadDrag}</p>
      </Upload.Dragger>
    );
  }
  return (
    <Upload {...props}>
      {full ? null : listType === 'picture-card' ? (
        <div>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{o.placeholder || env.texts.upload}</div>
        </div>
      ) : (
        <Button icon={<UploadOutlined />} disabled={disabled}>
          {o.placeholder || env.texts.upload}
        </Button>
      )}
    </Upload>
  );
}

export const uploadAdapter: FieldAdapter = { kind: 'field', Component: UploadControl };
