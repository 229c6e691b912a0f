/*
 * The floor of manifest generation: a process that only loads a YAML file into libyaml's document tree
 * (yaml_parser_load), the same parse `routegen generate` starts with, and nothing else. The generation guard
 * (scripts/check-generation-cost.sh) and docs/benchmarks.md measure `routegen generate` against it.
 *
 *   cc -O2 yaml-load.c $(pkg-config --cflags --libs yaml-0.1) -o yaml-load && ./yaml-load FILE
 *
 * Prints the node count of each document; exits 1 on a parse error, 2 on usage or I/O errors.
 */
#include <stdio.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: %s FILE\n", argv[0]);
        return 2;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fprintf(stderr, "yaml-load: cannot initialize libyaml\n");
        return 2;
    }
    yaml_parser_set_input_file(&parser, file);
    int status = 0;
    for (;;) {
        yaml_document_t document;
        if (!yaml_parser_load(&parser, &document)) {
            fprintf(stderr, "%s:%zu:%zu: error: %s\n", argv[1], parser.problem_mark.line + 1,
                    parser.problem_mark.column + 1, parser.problem ? parser.problem : "YAML error");
            status = 1;
            break;
        }
        yaml_node_t *root = yaml_document_get_root_node(&document);
        if (!root) {
            yaml_document_delete(&document);
            break;
        }
        printf("%ld nodes\n", (long)(document.nodes.top - document.nodes.start));
        yaml_document_delete(&document);
    }
    yaml_parser_delete(&parser);
    fclose(file);
    return status;
}
