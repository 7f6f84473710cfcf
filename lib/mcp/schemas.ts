/**
 * The MCP tools' input and output schemas (zod, as the SDK takes them), one
 * group per kind of tool: the pages, the API reference, the sandbox and the
 * feedback form. Made once per set of docs data by toolSchemas().
 */
import * as z from 'zod';
import {feedbackReasons, MAX_COMMENT_LENGTH} from '../feedback/issue';
import {sampleLanguageValues} from './operations';
import {jsonBytes, SANDBOX_INPUT_LIMITS} from './tools';

const methods = ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH'] as const;

const headingShape = z.object({text: z.string(), anchor: z.string().optional(), url: z.string()});

/** search_docs and get_page: the pages, found and read. */
function pageSchemas(sections: readonly string[]) {
  return {
    search_docs: {
      input: z.object({
        query: z.string().min(1).max(500).describe('A question or a few words, in your own words'),
        section: z
          .string()
          .optional()
          .describe(
            `Limit to one section of the site: ${sections.join(', ')} ("docs" holds the top-level pages)`,
          ),
        limit: z.number().int().min(1).max(20).optional().describe('How many pages (default 5)'),
      }),
      output: z.object({
        apiVersion: z.string(),
        query: z.string(),
        section: z.string().optional(),
        results: z.array(
          z.object({
            path: z.string(),
            url: z.string(),
            title: z.string(),
            section: z.string(),
            heading: headingShape.optional(),
            excerpt: z.string(),
            score: z.number(),
          }),
        ),
      }),
    },
    get_page: {
      input: z.object({
        page: z
          .string()
          .min(1)
          .max(500)
          .optional()
          .describe(
            'The page: a path (/docs/guides/testing), its URL, or its .md URL; a #anchor selects a section',
          ),
        section: z
          .string()
          .max(200)
          .optional()
          .describe('A heading of the page, by anchor (test-keys) or text (Test keys)'),
        cursor: z
          .string()
          .max(2000)
          .optional()
          .describe('The nextCursor of a previous get_page answer, for the next part'),
      }),
      output: z.object({
        apiVersion: z.string(),
        url: z.string(),
        title: z.string(),
        description: z.string(),
        section: headingShape.optional(),
        part: z.number().int(),
        parts: z.number().int(),
        nextCursor: z.string().optional(),
        tokens: z.number().int(),
        markdown: z.string(),
        outline: z.array(
          z.object({depth: z.number().int(), text: z.string(), anchor: z.string().optional()}),
        ),
      }),
    },
  };
}

/** list_operations, get_operation and list_test_inputs: the API reference and its test inputs. */
function apiSchemas() {
  return {
    list_operations: {
      input: z.object({
        tag: z
          .string()
          .max(100)
          .optional()
          .describe('Only operations with this tag, e.g. "Address Search", "US", "UK", "Keys"'),
      }),
      output: z.object({
        apiVersion: z.string(),
        tag: z.string().optional(),
        operations: z.array(
          z.object({
            operationId: z.string(),
            method: z.string(),
            path: z.string(),
            summary: z.string(),
            tags: z.array(z.string()),
            pageUrl: z.string(),
          }),
        ),
      }),
    },
    get_operation: {
      input: z.object({
        operationId: z.string().min(1).max(100).describe('The operationId, e.g. AddressVerify'),
        language: z
          .enum(sampleLanguageValues)
          .optional()
          .describe('Language of the sample (default curl)'),
      }),
      output: z.object({
        apiVersion: z.string(),
        operation: z.looseObject({
          operationId: z.string(),
          method: z.string(),
          path: z.string(),
          url: z.string(),
          pageUrl: z.string(),
          sample: z.object({language: z.string(), label: z.string(), source: z.string()}),
        }),
        testInputs: z.array(z.string()),
      }),
    },
    list_test_inputs: {
      input: z.object({
        operationId: z
          .string()
          .max(100)
          .optional()
          .describe('Only the cases of this operation, e.g. Postcodes'),
      }),
      output: z.object({
        apiVersion: z.string(),
        operationId: z.string().optional(),
        cases: z.array(
          z.object({
            id: z.string(),
            operationId: z.string(),
            description: z.string(),
            request: z.looseObject({method: z.string(), path: z.string()}),
            response: z.object({
              status: z.number(),
              code: z.number().optional(),
              body: z.unknown().optional(),
            }),
          }),
        ),
      }),
    },
  };
}

/** call_sandbox: one request to the in-process sandbox, bounded as a real request is. */
function sandboxSchemas() {
  return {
    call_sandbox: {
      input: z.object({
        method: z.enum(methods).describe('HTTP method'),
        path: z
          .string()
          .min(1)
          .max(2000)
          .describe(
            'Path after the API host, with or without /v1 (/v1/postcodes/ID1%201QD); a full API URL is accepted and only its path and query are used',
          ),
        query: z
          .record(z.string(), z.union([z.string(), z.array(z.string())]))
          .optional()
          .refine((query) => jsonBytes(query) <= SANDBOX_INPUT_LIMITS.queryBytes, {
            message: `query: at most ${SANDBOX_INPUT_LIMITS.queryBytes / 1024} KB in all, as a URL carries`,
          })
          .describe('Query parameters (added to any in the path)'),
        headers: z
          .record(z.string(), z.string())
          .optional()
          .refine((headers) => jsonBytes(headers) <= SANDBOX_INPUT_LIMITS.headerBytes, {
            message: `headers: at most ${SANDBOX_INPUT_LIMITS.headerBytes / 1024} KB in all`,
          })
          .describe('Request headers, e.g. {"Authorization": "api_key=\\"...\\""}'),
        body: z
          .unknown()
          .optional()
          .refine((body) => jsonBytes(body) <= SANDBOX_INPUT_LIMITS.bodyBytes, {
            message: `body: at most ${SANDBOX_INPUT_LIMITS.bodyBytes / 1024 / 1024} MB as JSON, as npm run sandbox reads`,
          })
          .describe('JSON body of POST and PUT requests'),
      }),
      output: z.object({
        apiVersion: z.string(),
        request: z.object({
          method: z.string(),
          path: z.string(),
          query: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        }),
        status: z.number().int(),
        headers: z.record(z.string(), z.string()),
        body: z.unknown(),
        matchedCase: z.object({id: z.string(), description: z.string()}).optional(),
      }),
    },
  };
}

/** report_problem: the prefilled docs-mistake issue. */
function feedbackSchemas() {
  const reasonIds = feedbackReasons.map((reason) => reason.id) as [
    (typeof feedbackReasons)[number]['id'],
    ...(typeof feedbackReasons)[number]['id'][],
  ];
  return {
    report_problem: {
      input: z.object({
        page: z
          .string()
          .min(1)
          .max(500)
          .describe('The page with the problem: a path (/docs/guides/testing) or its URL'),
        reason: z.enum(reasonIds).optional().describe('What is wrong'),
        comment: z
          .string()
          .max(MAX_COMMENT_LENGTH)
          .optional()
          .describe(
            `What is wrong and what you expected, in plain text (at most ${MAX_COMMENT_LENGTH} characters; never a live key)`,
          ),
        sample: z
          .object({
            id: z
              .string()
              .max(200)
              .optional()
              .describe(
                'The code block: its heading anchor and index on the page, e.g. callbacks-2',
              ),
            language: z.string().min(1).max(100).describe('Its tab or language, e.g. Python'),
          })
          .optional()
          .describe('When the problem is in a code sample'),
      }),
      output: z.object({
        apiVersion: z.string(),
        issueUrl: z.string(),
        fields: z.record(z.string(), z.string()),
      }),
    },
  };
}

/**
 * The tools' input and output schemas, made once per set of docs data
 * (zod schemas are costly to build; a server per HTTP request shares them).
 */
export function toolSchemas(sections: readonly string[]) {
  return {...pageSchemas(sections), ...apiSchemas(), ...sandboxSchemas(), ...feedbackSchemas()};
}

export type ToolSchemas = ReturnType<typeof toolSchemas>;
