import { describe, expect, it } from "vitest";
import { classifyCommand } from "../../lib/hooks/careful.ts";
import { parseShell } from "../../lib/hooks/shell.ts";

function ids(cmd: string): string[] {
  const v = classifyCommand(cmd);
  if (v.kind === "unreadable") return [`unreadable: ${v.reason}`];
  return v.kind === "safe" ? [] : v.findings.map((f) => f.id);
}

describe("careful: destructive patterns ask", () => {
  it.each([
    // rm -r outside build folders
    ["rm -rf /", "rm-recursive"],
    ["rm -rf ~", "rm-recursive"],
    ["rm -r src", "rm-recursive"],
    ["rm -R src", "rm-recursive"],
    ["rm --recursive --force src", "rm-recursive"],
    ["rm -fr ./", "rm-recursive"],
    ["rm -rf -- -weird", "rm-recursive"],
    ["rm -rf node_modules/../src", "rm-recursive"],
    ["rm -rf dist*", "rm-recursive"],
    ["rm -rf $BUILD", "rm-recursive"],
    ['rm -rf "$DIR"', "rm-recursive"],
    ["rm -rf node_modules src", "rm-recursive"],
    ["rm -rf --no-preserve-root node_modules", "rm-recursive"],
    ["/bin/rm -rf /var/data", "rm-recursive"],
    ["\\rm -rf /var/data", "rm-recursive"],
    ["'rm' -rf /var/data", "rm-recursive"],
    // SQL
    ["psql -c 'DROP TABLE users'", "sql-drop"],
    ['mysql -e "drop database prod"', "sql-drop"],
    ["sqlite3 app.db 'DROP SCHEMA x'", "sql-drop"],
    ["psql -c 'TRUNCATE orders'", "sql-truncate"],
    ["psql -c 'truncate table orders;'", "sql-truncate"],
    ["psql -c 'DELETE FROM users;'", "sql-delete-all"],
    ["echo 'DROP TABLE x;' | psql", "sql-drop"],
    ["printf 'TRUNCATE t' | sudo -u postgres psql", "sql-truncate"],
    ["psql <<SQL\nDROP TABLE users;\nSQL", "sql-drop"],
    ["cat <<'SQL' | mysql\ndrop database x;\nSQL", "sql-drop"],
    ["mysql <<< 'DROP TABLE t'", "sql-drop"],
    ["python -c \"db.execute('DROP TABLE t')\"", "sql-drop"],
    // git
    ["git push --force", "git-force-push"],
    ["git push -f origin main", "git-force-push"],
    ["git push -uf origin main", "git-force-push"],
    ["git push origin +main", "git-force-push"],
    ["git push --force-with-lease", "git-force-push"],
    ["git push --force-with-lease=main:abc origin main", "git-force-push"],
    ["git push --mirror", "git-force-push"],
    ["git -C ../repo push --force", "git-force-push"],
    ["git -c core.x=y push -f", "git-force-push"],
    ["git push origin --delete old", "git-push-delete"],
    ["git push origin :old", "git-push-delete"],
    ["git reset --hard", "git-reset-hard"],
    ["git reset --hard origin/main", "git-reset-hard"],
    ["git clean -f", "git-clean"],
    ["git clean -fdx", "git-clean"],
    ["git clean --force -d", "git-clean"],
    ["git checkout -- .", "git-discard"],
    ["git checkout .", "git-discard"],
    ["git checkout -- src/app.ts", "git-discard"],
    ["git checkout -f main", "git-discard"],
    ["git restore .", "git-discard"],
    ["git restore --staged --worktree .", "git-discard"],
    ["git branch -D feature", "git-branch-delete"],
    ["git branch --delete --force feature", "git-branch-delete"],
    ["git branch -df feature", "git-branch-delete"],
    ["git stash drop", "git-stash-drop"],
    ["git stash clear", "git-stash-drop"],
    // infrastructure
    ["kubectl delete pod web-1", "kubectl-delete"],
    ["kubectl -n prod --context live delete deploy api", "kubectl-delete"],
    ["helm uninstall web", "helm-uninstall"],
    ["terraform destroy -auto-approve", "terraform-destroy"],
    ["terraform apply -destroy", "terraform-destroy"],
    ["docker system prune -af", "docker-prune"],
    ["docker volume prune", "docker-prune"],
    ["docker volume rm data", "docker-prune"],
    ["docker rm -f web", "docker-rm-force"],
    ["docker compose down -v", "docker-prune"],
    ["docker-compose down --volumes", "docker-prune"],
    ["chmod -R 777 /srv", "chmod-777"],
    ["chmod 777 -R .", "chmod-777"],
    ["chmod --recursive a+rwx .", "chmod-777"],
    ["mkfs /dev/sdb", "mkfs"],
    ["mkfs.ext4 /dev/sdb1", "mkfs"],
    ["wipefs -a /dev/sdb", "mkfs"],
    ["dd if=disk.img of=/dev/sda bs=4M", "dd-device"],
    ["cat image > /dev/nvme0n1", "write-device"],
  ])("%j -> %s", (cmd, id) => {
    expect(ids(cmd)).toContain(id);
  });
});

describe("careful: seeing through wrappers, shells and chains", () => {
  it.each([
    "sudo rm -rf /var/lib/app",
    "sudo -u deploy -H rm -rf /srv",
    "sudo -- rm -rf /srv",
    "doas rm -rf /srv",
    "env rm -rf /srv",
    "env -i PATH=/bin FOO=1 rm -rf /srv",
    "env -S 'rm -rf /srv'",
    "FOO=1 BAR=2 rm -rf /srv",
    "nohup rm -rf /srv &",
    "time rm -rf /srv",
    "timeout 10 rm -rf /srv",
    "timeout -s KILL 5s rm -rf /srv",
    "nice -n 10 rm -rf /srv",
    "command rm -rf /srv",
    "exec rm -rf /srv",
    "bash -c 'rm -rf /srv'",
    'sh -c "rm -rf /srv"',
    "bash -lc 'cd /; rm -rf srv'",
    "zsh -ec 'rm -rf /srv'",
    "sudo bash -c 'sudo rm -rf /srv'",
    "eval 'rm -rf /srv'",
    "eval rm -rf /srv",
    "su -c 'rm -rf /srv' root",
    "ssh prod 'rm -rf /srv'",
    "ssh -p 2222 -i key prod rm -rf /srv",
    "echo 'rm -rf /srv' | bash",
    "printf 'rm -rf /srv\\n' | sh",
    "bash <<EOF\nrm -rf /srv\nEOF",
    "find /srv -exec rm -rf {} +",
    "find . -name '*.bak' | xargs rm -rf",
    "ls | xargs -0 -n 1 rm -rf",
    "cd /tmp && rm -rf /srv",
    "true; rm -rf /srv",
    "false || rm -rf /srv",
    "ls | rm -rf /srv",
    "ls\nrm -rf /srv",
    "(cd /; rm -rf srv)",
    "{ rm -rf /srv; }",
    "if true; then rm -rf /srv; fi",
    "for d in a b; do rm -rf /srv/$d; done",
    "while false; do :; done; ! rm -rf /srv",
    "echo $(rm -rf /srv)",
    'echo "$(rm -rf /srv)"',
    "echo `rm -rf /srv`",
    "diff <(rm -rf /srv) b",
    "x=$(rm -rf /srv)",
    "cat <<EOF\n$(rm -rf /srv)\nEOF",
    "r''m -rf /srv",
    "rm -rf node_modules && rm -rf /srv",
    "rm -rf node_modules; git push -f",
    "watch -n 5 rm -rf /srv",
    "kubectl exec web -- rm -rf /data",
    "rm -rf \\\n  /srv",
    "sudo env FOO=1 timeout 5 bash -c 'git reset --hard'",
  ])("%j asks", (cmd) => {
    expect(ids(cmd).length).toBeGreaterThan(0);
  });
});

describe("careful: safe look-alikes pass", () => {
  it.each([
    "rm -rf node_modules",
    "rm -rf dist build .next coverage",
    "rm -rf ./node_modules/",
    "rm -rf packages/*/node_modules",
    "rm -rf web/dist target __pycache__ .pytest_cache .turbo",
    "rm -rf $ROOT/node_modules",
    "rm -f file.txt",
    "rm file.txt",
    "rm -i -f notes.md",
    'echo "rm -rf /"',
    "echo rm -rf /",
    "printf '%s\\n' 'git push --force'",
    'grep "DROP TABLE" -r .',
    "grep -rn 'TRUNCATE' migrations/",
    "rg 'rm -rf' scripts",
    "git log --grep='DROP TABLE'",
    "git commit -m 'rm -rf old code; DROP TABLE legacy'",
    "echo 'DROP TABLE x' > notes.sql",
    "cat <<'EOF' > plan.sql\nDROP TABLE x;\nEOF",
    "echo 'DROP TABLE x' | tee notes.txt",
    "git push",
    "git push -u origin feature",
    "git push --tags",
    "git reset --soft HEAD~1",
    "git reset HEAD file",
    "git clean -n",
    "git clean -fn",
    "git clean --dry-run -f",
    "git checkout main",
    "git checkout -b feature",
    "git restore --staged file.ts",
    "git branch -d merged",
    "git stash",
    "git stash pop",
    "kubectl get pods",
    "kubectl describe pod delete-me",
    "docker ps",
    "docker rm web",
    "docker compose down",
    "chmod 755 script.sh",
    "chmod -R 755 public",
    "chmod 777 tmpfile",
    "dd if=/dev/zero of=/dev/null count=1",
    "dd if=/dev/urandom of=key.bin bs=32 count=1",
    "ls > /dev/null 2>&1",
    "echo hi >&2",
    "truncate -s 0 app.log",
    "curl -X DELETE https://api.example.com/items/1",
    "command -v rm",
    "# rm -rf /",
    "ls # && rm -rf /",
    "echo 'a' && echo \"b\" | grep b",
    "npm test",
    "bun run build && rm -rf dist",
    "psql -c 'SELECT * FROM users'",
    "psql -c 'DELETE FROM users WHERE id = 1;'",
    "sqlite3 app.db '.tables'",
    "bash script.sh",
    "bash -n script.sh",
    "",
    "   ",
  ])("%j passes", (cmd) => {
    expect(ids(cmd)).toEqual([]);
  });
});

describe("careful: unreadable commands", () => {
  it.each([
    ["echo 'unterminated", /single quote/],
    ['echo "unterminated', /double quote/],
    ["echo $(ls", /\$\(/],
    ["echo `ls", /backquote/],
    ["cat <<EOF\nno end", /here-document/],
    ["ls >", /redirection/],
  ])("%j is unreadable", (cmd, reason) => {
    const v = classifyCommand(cmd);
    expect(v.kind).toBe("unreadable");
    if (v.kind === "unreadable") expect(v.reason).toMatch(reason);
  });

  it("stops at a deep nesting instead of recursing forever", () => {
    let cmd = "rm -rf /srv";
    for (let i = 0; i < 12; i++) cmd = `bash -c ${JSON.stringify(cmd)}`;
    expect(classifyCommand(cmd).kind).toBe("unreadable");
  });
});

describe("shell reader", () => {
  it("keeps quoted operators inside words and splits real ones", () => {
    const s = parseShell(`echo "a && b" 'c; d' && ls|wc -l; x=1 y`);
    expect(s.pipelines.map((p) => p.map((c) => c.words.map((w) => w.text)))).toEqual([
      [["echo", "a && b", "c; d"]],
      [["ls"], ["wc", "-l"]],
      [["x=1", "y"]],
    ]);
  });

  it("decodes $'...' and marks expansions as dynamic", () => {
    const s = parseShell(`rm $'-\\x72f' $HOME/x "lit"`);
    const words = s.pipelines[0]![0]!.words;
    expect(words[1]!.text).toBe("-rf");
    expect(words[2]!.dynamic).toBe(true);
    expect(words[3]).toMatchObject({ text: "lit", quoted: true, dynamic: false });
  });

  it("reads here-document bodies and fd redirections", () => {
    const s = parseShell("cat <<-EOF 2>/dev/null\n\thello\n\tEOF\necho done");
    const [first, second] = s.pipelines;
    expect(first![0]!.stdin).toEqual(["hello"]);
    expect(first![0]!.words.map((w) => w.text)).toEqual(["cat"]);
    expect(second![0]!.words.map((w) => w.text)).toEqual(["echo", "done"]);
  });
});
